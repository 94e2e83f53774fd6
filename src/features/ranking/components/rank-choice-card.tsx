/**
 * One side of a head-to-head: a whole card that is a button (picture, name, a muted line under it).
 * Side by side from the `sm` breakpoint; stacked on a phone, where the picture shrinks to a
 * thumbnail beside the name so both cards and the other buttons fit a 390 px screen.
 */
import { AspectRatio, Badge, Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useState, type MouseEvent, type Ref } from 'react';
import { CoursePlaceholder } from '../../courses/components/course-placeholder';
import type { RankItem } from './rank-flow';

export function RankChoiceCard({ item, caption, onChoose, ref, testId }: {
  item: Pick<RankItem, 'title' | 'subtitle' | 'imageUrl'>;
  /** A short tag above the name: "New", "#3 · 8.4". */
  caption: string;
  onChoose: () => void;
  ref?: Ref<HTMLButtonElement>;
  testId: string;
}) {
  // The second click of a double click would answer the next question, asked on the same card.
  const onClick = (e: MouseEvent) => {
    if (e.detail <= 1) onChoose();
  };
  return (
    <chakra.button
      ref={ref}
      type="button"
      onClick={onClick}
      data-testid={testId}
      colorPalette="brand"
      flex="1"
      minW="0"
      display="flex"
      flexDirection={{ base: 'row', sm: 'column' }}
      alignItems={{ base: 'center', sm: 'stretch' }}
      gap="3"
      p="2"
      textAlign="start"
      color="fg"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      cursor="pointer"
      transition="background 0.15s, border-color 0.15s"
      _hover={{ bg: 'bg.muted', borderColor: 'border.emphasized' }}
      _active={{ bg: 'bg.emphasized' }}
      focusVisibleRing="outside"
    >
      <Box w={{ base: '88px', sm: '100%' }} flexShrink={0} borderRadius="l2" overflow="hidden" bg="bg.muted">
        <AspectRatio ratio={16 / 9}>
          <CardPicture title={item.title} imageUrl={item.imageUrl} />
        </AspectRatio>
      </Box>
      <Stack gap="1" minW="0" flex="1" px={{ base: '0', sm: '1' }} pb={{ base: '0', sm: '1' }}>
        <Badge size="sm" variant="subtle" colorPalette="gray" alignSelf="start">{caption}</Badge>
        <Text fontWeight="semibold" lineClamp={2} lineHeight="short">{item.title}</Text>
        {item.subtitle && <Text fontSize="sm" color="fg.muted" truncate>{item.subtitle}</Text>}
      </Stack>
    </chakra.button>
  );
}

/** The item's picture, or the flag-on-a-green artwork when it has none or it fails to load; decorative either way. */
function CardPicture({ title, imageUrl }: { title: string; imageUrl?: string | null }) {
  const [failed, setFailed] = useState(false);
  return imageUrl && !failed
    ? <chakra.img src={imageUrl} alt="" loading="lazy" decoding="async" objectFit="cover" onError={() => setFailed(true)} />
    : <CoursePlaceholder name={title} label="" />;
}
