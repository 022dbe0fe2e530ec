import { useEffect, useState } from 'react';
import { FileInput, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { ACCEPT_ATTRIBUTE, imageProblem } from './image-check.js';

interface DeityImageFieldProps {
  file: File | null;
  onFile: (file: File | null) => void;
  imageUrl: string;
  onImageUrl: (url: string) => void;
  urlError?: string;
  /** The server's refusal of an uploaded file (type, size, dimensions). */
  fileServerError?: string;
  disabled: boolean;
}

/** A data: URL of the chosen file (the page's CSP allows data: images, not blob: ones). */
function usePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    setPreview(null);
    if (!file) return;
    let current = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (current && typeof reader.result === 'string') setPreview(reader.result);
    };
    reader.readAsDataURL(file);
    return () => {
      current = false;
      reader.abort();
    };
  }, [file]);
  return preview;
}

/**
 * The deity's image: an uploaded file (JPEG, PNG or WebP up to 5 MB, previewed; the URL field
 * then hides) or an image URL (a path such as /images/deities/x.jpeg, or https).
 */
export function DeityImageField(props: DeityImageFieldProps) {
  const { file, onFile, imageUrl, onImageUrl, urlError, fileServerError, disabled } = props;
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = usePreview(file);
  const choose = (chosen: File | null) => {
    const problem = chosen ? imageProblem(chosen) : null;
    setFileError(problem);
    onFile(problem ? null : chosen);
  };
  const shown = file ? preview : imageUrl.trim() || null;

  return (
    <Stack gap="xs">
      <FileInput
        label="Image file (optional)"
        name="image"
        description="JPEG, PNG or WebP, at most 5 MB."
        placeholder="Choose an image"
        accept={ACCEPT_ATTRIBUTE}
        clearable
        leftSection={<IconPhoto size={16} aria-hidden="true" />}
        value={file}
        onChange={choose}
        error={fileError ?? fileServerError}
        disabled={disabled}
      />
      {file ? null : (
        <TextInput
          label="Image URL (optional)"
          name="imageUrl"
          description="A path such as /images/deities/ganesha.jpeg, or an https:// address. Empty: no image."
          value={imageUrl}
          onChange={(event) => onImageUrl(event.currentTarget.value)}
          error={urlError}
          disabled={disabled}
        />
      )}
      {shown ? (
        <Group gap="sm" align="flex-start">
          <Image
            src={shown}
            alt={file ? `Preview of ${file.name}` : 'The current image'}
            w={120}
            h={120}
            fit="cover"
            radius="md"
            data-testid="deity-image-preview"
          />
          <Text size="sm" c="dimmed">
            {file ? `Will be uploaded: ${file.name}` : 'Current image'}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}
