import IconButton from '@mui/material/IconButton';
import HelpOutlinedIcon from '@mui/icons-material/HelpOutlined';

/** The help icon of a password field: its tooltip wraps it (password-hint.tsx) once loaded. */
export function HintButton(props: Record<string, unknown>) {
  return (
    <IconButton aria-label="Requisiti della password" edge="end" sx={{ mr: 0.5 }} {...props}>
      <HelpOutlinedIcon />
    </IconButton>
  );
}
