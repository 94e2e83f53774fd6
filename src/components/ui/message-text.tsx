/** A message from the server with the in-app paths it names ("see /pro") as links. */
import { Link as ChakraLink } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { messageParts } from '../../lib/message-links';

/** `onNavigate`: what following a link does besides (a dialog closes itself). */
export function MessageText({ message, onNavigate }: { message: string; onNavigate?: () => void }) {
  return (
    <>
      {messageParts(message).map((part, i) => ('path' in part
        ? <ChakraLink key={i} asChild fontWeight="semibold" textDecoration="underline"><Link to={part.path} onClick={onNavigate}>{part.path}</Link></ChakraLink>
        : <Fragment key={i}>{part.text}</Fragment>))}
    </>
  );
}
