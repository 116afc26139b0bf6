import { useState } from 'react';
import type { ChangeEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';

export const NOT_AN_IMAGE = 'Seleziona un file immagine.';

export interface PictureFieldProps {
  picture: string | null;
  /** Initials shown while there is no picture. */
  initials: string;
  onChange: (picture: string | null) => void;
  error?: string;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Any image file, kept and sent as a data URL. */
export function PictureField({ picture, initials, onChange, error }: PictureFieldProps) {
  const [localError, setLocalError] = useState<string | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be picked again after a removal.
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setLocalError(NOT_AN_IMAGE);
      return;
    }
    setLocalError(null);
    try {
      onChange(await readAsDataUrl(file));
    } catch {
      setLocalError(NOT_AN_IMAGE);
    }
  };

  const message = localError ?? error;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
      <Avatar
        src={picture ?? undefined}
        alt={picture ? 'Foto profilo attuale' : undefined}
        sx={{ width: 112, height: 112, fontSize: 40, bgcolor: 'primary.main' }}
      >
        {initials}
      </Avatar>
      <Stack spacing={1} sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}>
        <Stack direction="row" spacing={1}>
          <Button component="label" variant="outlined" startIcon={<PhotoCameraIcon />}>
            {picture ? 'Cambia foto' : 'Carica foto'}
            <input
              type="file"
              accept="image/*"
              hidden
              aria-label="Foto profilo"
              onChange={(event) => void pick(event)}
            />
          </Button>
          {picture ? (
            <Button color="inherit" onClick={() => onChange(null)}>
              Rimuovi foto
            </Button>
          ) : null}
        </Stack>
        <Typography
          variant="caption"
          color={message ? 'error' : 'text.secondary'}
          role={message ? 'alert' : undefined}
        >
          {message ?? 'Qualsiasi file immagine (JPG, PNG, …).'}
        </Typography>
      </Stack>
    </Stack>
  );
}
