/** A course's YouTube videos in the admin form: paste an id or a YouTube link (checked as typed), remove one. */
import { Badge, Button, CloseButton, Field, HStack, Input, Stack, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { youtubeIdOf } from '../lib/course-form';

export function CourseVideosField({ value, onChange, error }: { value: string[]; onChange: (next: string[]) => void; error?: string }) {
  const [text, setText] = useState('');
  const id = youtubeIdOf(text);
  const typed = text.trim() !== '';
  const add = () => {
    if (!id) return;
    if (!value.includes(id)) onChange([...value, id]);
    setText('');
  };
  const inline = typed && !id ? 'Not a YouTube video: give the 11-character id or a YouTube link.' : undefined;
  return (
    <Field.Root invalid={!!(inline || error)}>
      <Field.Label>YouTube videos</Field.Label>
      <Stack gap="2" w="full">
        {value.length > 0 && (
          <Wrap gap="1" data-testid="course-videos">
            {value.map((v) => (
              <Badge key={v} size="md" variant="subtle" pe="0" fontFamily="mono">
                {v}
                <CloseButton size="2xs" aria-label={`Remove video ${v}`} onClick={() => onChange(value.filter((x) => x !== v))} />
              </Badge>
            ))}
          </Wrap>
        )}
        <HStack gap="2">
          <Input size="sm" placeholder="Video id or YouTube link" aria-label="Add a YouTube video" value={text} onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); add(); } }} data-testid="video-input" />
          <Button size="sm" variant="outline" onClick={add} disabled={!id}>Add</Button>
        </HStack>
      </Stack>
      {inline || error ? <Field.ErrorText data-testid="video-error">{inline ?? error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
