/** "See TPL Pro": the link a limit or a Pro-only list type offers; `onNavigate` closes the dialog it sits in. */
import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { PRO_NAME, PRO_PATH } from '../../../shared/domain/list-rules';

export function ProLink({ onNavigate, testId = 'pro-link' }: { onNavigate?: () => void; testId?: string }) {
  return (
    <ChakraLink asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium" whiteSpace="nowrap" data-testid={testId}>
      <Link to={PRO_PATH} onClick={onNavigate}>See {PRO_NAME}</Link>
    </ChakraLink>
  );
}
