/**
 * A course's photos and videos, one at a time (spec sections 4 and 9): at most `maxItems` (5),
 * wrapping at both ends, a dot stepper up to 8 steps and "3 / 12" above. Arrow keys step while
 * anything in the carousel has focus; on a dot, focus follows. Videos are a thumbnail until played:
 * no YouTube frame loads before the golfer asks for it.
 */
import { AspectRatio, Box, Center, chakra, Flex, IconButton, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight, Play } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject, type TouchEvent } from 'react';
import { CAROUSEL_MAX_ITEMS, carouselItems, stepperVariant, wrapIndex } from '../../../shared/domain/carousel';
import { cardImageUrl, CARD_IMAGE } from '../lib/card-image-url';
import { indexForKey, stepLabel } from '../lib/carousel-keys';
import { youtubeEmbedUrl, youtubeThumbnailUrl, type MediaItem } from '../lib/course-media';
import { CoursePlaceholder } from './course-placeholder';

export interface MediaCarouselProps {
  items: readonly MediaItem[];
  /** The course name: names the carousel and its images. */
  label: string;
  /** Spec: 5. Callers may pass more (the stepper then switches to text above 8). */
  maxItems?: number;
  /** Shown when there is nothing to show; the course artwork by default. */
  placeholder?: ReactNode;
}

const SWIPE_PX = 40;

export function MediaCarousel({ items, label, maxItems = CAROUSEL_MAX_ITEMS, placeholder }: MediaCarouselProps) {
  const shown = useMemo(
    () => (maxItems === CAROUSEL_MAX_ITEMS ? carouselItems(items) : items.slice(0, Math.max(0, maxItems))),
    [items, maxItems],
  );
  const count = shown.length;
  const [current, setCurrent] = useState(0);
  const index = wrapIndex(current, count);
  // Only the shown video can play; stepping away unloads its player.
  const [playing, setPlaying] = useState(false);
  const dotRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const touchX = useRef<number | null>(null);

  const go = (next: number, focusDot = false) => {
    setCurrent(next);
    setPlaying(false);
    if (focusDot) dotRefs.current[next]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const next = indexForKey(e.key, index, count);
    if (next == null) return;
    e.preventDefault();
    go(next, (e.target as HTMLElement).hasAttribute('data-carousel-dot'));
  };
  const onTouchStart = (e: TouchEvent) => { touchX.current = e.touches[0]?.clientX ?? null; };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX.current;
    const end = e.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start == null || end == null || Math.abs(end - start) < SWIPE_PX || count < 2) return;
    go(wrapIndex(index + (end < start ? 1 : -1), count));
  };

  const item = shown[index];
  const position = `${index + 1} of ${count}`;

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={`${label}: photos and videos`}
      data-testid="media-carousel"
      data-count={count}
      data-index={index}
      position="relative"
      borderRadius="l2"
      overflow="hidden"
      bg="bg.muted"
      onKeyDown={onKeyDown}
    >
      <AspectRatio ratio={16 / 9}>
        <Box
          role={count > 0 ? 'group' : undefined}
          aria-roledescription={count > 0 ? 'slide' : undefined}
          aria-label={count > 0 ? position : undefined}
          aria-live="polite"
          tabIndex={count > 1 ? 0 : undefined}
          focusVisibleRing="inside"
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
        >
          {!item ? (
            placeholder ?? <CoursePlaceholder name={label} />
          ) : item.kind === 'image' ? (
            <ImageSlide key={`i${index}:${item.src}`} src={item.src} name={label} alt={`${label}, photo ${position}`} />
          ) : (
            <VideoSlide
              key={`v${index}:${item.youtubeId}`}
              youtubeId={item.youtubeId}
              name={label}
              position={position}
              playing={playing}
              onPlay={() => setPlaying(true)}
            />
          )}
        </Box>
      </AspectRatio>

      {count > 1 && (
        <>
          <StepButton side="left" label="Previous photo or video" testId="carousel-prev" onClick={() => go(wrapIndex(index - 1, count))} />
          <StepButton side="right" label="Next photo or video" testId="carousel-next" onClick={() => go(wrapIndex(index + 1, count))} />
          {/* Off while a video plays: it would cover the player's own controls. */}
          {!playing && <Stepper count={count} index={index} onPick={(i) => go(i)} dotRefs={dotRefs} />}
        </>
      )}
    </Box>
  );
}

/** Dots up to 8 steps, "3 / 12" above (spec section 4). The current dot is the one in the tab order. */
function Stepper({ count, index, onPick, dotRefs }: {
  count: number;
  index: number;
  onPick: (index: number) => void;
  dotRefs: RefObject<(HTMLButtonElement | null)[]>;
}) {
  return (
    <Flex
      position="absolute"
      bottom="2"
      left="50%"
      transform="translateX(-50%)"
      align="center"
      bg="blackAlpha.700"
      color="white"
      borderRadius="full"
      px="1"
      minH="6"
    >
      {stepperVariant(count) === 'text' ? (
        <Text data-testid="carousel-step-label" fontSize="xs" fontWeight="medium" px="2" lineHeight="24px" fontVariantNumeric="tabular-nums">
          {stepLabel(index, count)}
        </Text>
      ) : (
        <Flex role="group" aria-label="Choose a photo or video" data-testid="carousel-dots">
          {Array.from({ length: count }, (_, i) => (
            <chakra.button
              key={i}
              ref={(el: HTMLButtonElement | null) => { dotRefs.current[i] = el; }}
              type="button"
              data-carousel-dot=""
              aria-label={`Show ${i + 1} of ${count}`}
              aria-current={i === index ? 'true' : undefined}
              tabIndex={i === index ? 0 : -1}
              onClick={() => onPick(i)}
              w="6"
              h="6"
              display="grid"
              placeItems="center"
              cursor="pointer"
              borderRadius="full"
              focusVisibleRing="inside"
              focusRingColor="white"
            >
              <Box
                as="span"
                w={i === index ? '2.5' : '2'}
                h={i === index ? '2.5' : '2'}
                borderRadius="full"
                bg={i === index ? 'white' : 'whiteAlpha.600'}
                transition="all 0.15s"
              />
            </chakra.button>
          ))}
        </Flex>
      )}
    </Flex>
  );
}

function StepButton({ side, label, testId, onClick }: { side: 'left' | 'right'; label: string; testId: string; onClick: () => void }) {
  return (
    <IconButton
      aria-label={label}
      data-testid={testId}
      onClick={onClick}
      size="xs"
      variant="solid"
      position="absolute"
      top="50%"
      transform="translateY(-50%)"
      {...{ [side]: '2' }}
      borderRadius="full"
      bg="bg.panel/90"
      color="fg"
      boxShadow="md"
      _hover={{ bg: 'bg.panel' }}
    >
      {side === 'left' ? <ChevronLeft /> : <ChevronRight />}
    </IconButton>
  );
}

/** Resized first; if the host refuses the resize, the original; if that fails too, the artwork. */
function ImageSlide({ src, name, alt }: { src: string; name: string; alt: string }) {
  const resized = cardImageUrl(src);
  const [attempt, setAttempt] = useState<'resized' | 'original' | 'failed'>(resized === src ? 'original' : 'resized');
  if (attempt === 'failed') return <CoursePlaceholder name={name} label={`${alt} (could not be loaded)`} />;
  return (
    <chakra.img
      src={attempt === 'resized' ? resized : src}
      alt={alt}
      loading="lazy"
      decoding="async"
      width={CARD_IMAGE.width}
      height={CARD_IMAGE.height}
      w="100%"
      h="100%"
      objectFit="cover"
      draggable={false}
      onError={() => setAttempt((a) => (a === 'resized' ? 'original' : 'failed'))}
    />
  );
}

function VideoSlide({ youtubeId, name, position, playing, onPlay }: {
  youtubeId: string;
  name: string;
  position: string;
  playing: boolean;
  onPlay: () => void;
}) {
  const [thumbFailed, setThumbFailed] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The play button is gone once the player is in; keep keyboard focus in the carousel.
  useEffect(() => { if (playing) frame.current?.focus(); }, [playing]);

  if (playing) {
    return (
      <chakra.iframe
        ref={frame}
        src={youtubeEmbedUrl(youtubeId)}
        title={`${name}: video ${position}`}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        // The page sends no referrer by default; YouTube's player refuses to start without one.
        referrerPolicy="strict-origin-when-cross-origin"
        w="100%"
        h="100%"
        border="0"
        data-testid="carousel-video-frame"
      />
    );
  }
  return (
    <chakra.button
      type="button"
      aria-label={`Play video ${position}: ${name}`}
      onClick={onPlay}
      position="relative"
      display="block"
      w="100%"
      h="100%"
      p="0"
      cursor="pointer"
      bg="black"
      className="group"
      focusVisibleRing="inside"
      data-testid="carousel-video"
    >
      {thumbFailed ? (
        <CoursePlaceholder name={name} label="" />
      ) : (
        <chakra.img
          src={youtubeThumbnailUrl(youtubeId)}
          alt=""
          loading="lazy"
          decoding="async"
          w="100%"
          h="100%"
          objectFit="cover"
          onError={() => setThumbFailed(true)}
        />
      )}
      <Center position="absolute" inset="0">
        <Center
          w="14"
          h="14"
          borderRadius="full"
          bg="blackAlpha.700"
          color="white"
          boxShadow="lg"
          transition="background 0.15s"
          _groupHover={{ bg: 'red.600' }}
        >
          <Play size={26} fill="currentColor" aria-hidden="true" style={{ marginLeft: 3 }} />
        </Center>
      </Center>
    </chakra.button>
  );
}
