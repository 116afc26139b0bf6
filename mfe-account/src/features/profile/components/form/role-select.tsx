import TextField from '@mui/material/TextField';
import { ROLE_LABELS, roleOptions } from '@colleghi/shared/domain';
import type { Role } from '@colleghi/api-contract';

export interface RoleSelectProps {
  /** The role saved on the profile: it decides which roles may be picked. */
  savedRole: Role;
  value: Role;
  onChange: (role: Role) => void;
  error?: string;
}

/** Accountants see only their role; the others every role but the accountant one. */
export function RoleSelect({ savedRole, value, onChange, error }: RoleSelectProps) {
  return (
    <TextField
      select
      label="Ruolo"
      name="type"
      value={value}
      onChange={(event) => onChange(event.target.value as Role)}
      error={Boolean(error)}
      helperText={error}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {roleOptions(savedRole).map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </TextField>
  );
}
