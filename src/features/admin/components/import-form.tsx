/**
 * The import tab's upload form: a course file (NDJSON, GeoJSON or CSV, plain or gzipped, at most
 * 200 MB), the source name, dry run, an optional column mapping for CSV files. Checked here first
 * (kind, size, mapping), then by the server; its refusals show under the field they name.
 */
import { Button, Checkbox, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { apiFormErrors, type FieldErrors } from '../../../lib/field-errors';
import {
  IMPORT_FILE_EXTENSIONS, IMPORT_FILE_FIELD, IMPORT_MAX_BYTES, parseColumnMap, type ImportRun,
} from '../../../shared/contracts/course-import.contract';
import { useStartImport } from '../api/course-imports';

const MB = IMPORT_MAX_BYTES / (1024 * 1024);
const FIELDS = [IMPORT_FILE_FIELD, 'source', 'dryRun', 'map'] as const;
const readable = (name: string) => IMPORT_FILE_EXTENSIONS.some((ext) => ext !== '.gz' && name.toLowerCase().replace(/\.gz$/, '').endsWith(ext));

function checkForm(file: File | null, map: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!file) errors[IMPORT_FILE_FIELD] = 'Choose a file to import.';
  else if (!readable(file.name)) errors[IMPORT_FILE_FIELD] = 'Choose an .ndjson, .geojson, .json or .csv file (or one of them gzipped, .gz).';
  else if (file.size > IMPORT_MAX_BYTES) errors[IMPORT_FILE_FIELD] = `The file must be at most ${MB} MB.`;
  if (parseColumnMap(map) === null) errors.map = 'Write the mapping as field=column pairs separated by commas, e.g. name=Club, lat=Y, lng=X.';
  return errors;
}

export function ImportForm({ disabled, onStarted }: { disabled: boolean; onStarted: (run: ImportRun) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [source, setSource] = useState('');
  const [dryRun, setDryRun] = useState(false);
  const [map, setMap] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const start = useStartImport();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found = checkForm(file, map);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length || !file) return;
    start.mutate({ file, source, dryRun, map }, {
      onSuccess: (run) => {
        onStarted(run);
        setFile(null);
      },
      onError: (err) => {
        const { fields, form } = apiFormErrors(err, FIELDS);
        setErrors(fields);
        setFormError(form);
      },
    });
  };

  return (
    <Stack as="form" gap="3" onSubmit={submit} data-testid="import-form">
      <Field.Root invalid={!!errors[IMPORT_FILE_FIELD]} required>
        <Field.Label>Course file</Field.Label>
        <HStack gap="2" w="full" minW="0">
          <Button size="sm" variant="outline" flexShrink={0} onClick={() => input.current?.click()} data-testid="import-choose">Choose a file</Button>
          <Text textStyle="sm" truncate color={file ? 'fg' : 'fg.muted'} data-testid="import-file-name">{file ? file.name : 'No file chosen'}</Text>
        </HStack>
        <input ref={input} type="file" hidden accept={IMPORT_FILE_EXTENSIONS.join(',')} aria-label="Course file" data-testid="import-file"
          onChange={(e) => { setFile(e.target.files?.[0] ?? null); setErrors((x) => ({ ...x, [IMPORT_FILE_FIELD]: undefined })); e.target.value = ''; }} />
        <Field.HelperText>OpenGolf NDJSON or CSV, GeoJSON (OpenStreetMap tags too) or any CSV of courses; plain or .gz, up to {MB} MB.</Field.HelperText>
        <Field.ErrorText>{errors[IMPORT_FILE_FIELD]}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.source}>
        <Field.Label>Source name</Field.Label>
        <Input size="sm" value={source} onChange={(e) => setSource(e.target.value)} placeholder="From the data (opengolfapi, osm)" maxLength={40} data-testid="import-source" />
        <Field.HelperText>Required unless the file is OpenGolf or OpenStreetMap data: the same name each time you import one provider's data, whatever the file is called.</Field.HelperText>
        <Field.ErrorText>{errors.source}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.map}>
        <Field.Label>Column mapping (CSV, optional)</Field.Label>
        <Input size="sm" value={map} onChange={(e) => setMap(e.target.value)} placeholder="name=Club, lat=Y, lng=X" data-testid="import-map" />
        <Field.HelperText>Only when the columns have unusual names: field=column pairs (fields: name, lat, lng, latLng, city, province, country, id).</Field.HelperText>
        <Field.ErrorText>{errors.map}</Field.ErrorText>
      </Field.Root>
      <Checkbox.Root checked={dryRun} onCheckedChange={(d) => setDryRun(d.checked === true)} colorPalette="brand" data-testid="import-dry-run">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Dry run: read and report, write nothing</Checkbox.Label>
      </Checkbox.Root>
      <FormErrorAlert message={formError} testId="import-error" />
      <HStack gap="2" wrap="wrap">
        <Button type="submit" size="sm" colorPalette="brand" loading={start.isPending} loadingText="Uploading" disabled={disabled} data-testid="import-upload">Upload and import</Button>
        {disabled && <Text textStyle="xs" color="fg.muted">An import is running: wait for it to finish.</Text>}
      </HStack>
    </Stack>
  );
}
