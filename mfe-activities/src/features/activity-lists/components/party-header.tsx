import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROLE_LABELS } from '@colleghi/shared/domain';
import { displayName, partyContacts } from '../../../domain/masking';
import type { Party } from '@colleghi/api-contract';

/** Initials for a colleague without a picture ('GB', or 'G' when the surname is masked). */
function initials(party: Party): string {
  return `${party.first_name.charAt(0)}${party.last_name.replace('.', '').charAt(0)}`.toUpperCase();
}

export interface PartyHeaderProps {
  party: Party;
  /** The masking rule's verdict: the city is contact data too. */
  contactsVisible: boolean;
  large?: boolean;
}

/** Picture, name (masked per the shared rule), role, city when visible, and badges. */
export function PartyHeader({ party, contactsVisible, large = false }: PartyHeaderProps) {
  const name = displayName(party);
  const size = large ? 72 : 48;
  const city = partyContacts(party, contactsVisible).city?.display_name;
  const badges = [
    party.is_certified ? 'Certificato' : null,
    party.is_gold ? 'Gold' : null,
    party.is_aiga ? 'AIGA' : null,
  ].filter((badge): badge is string => badge !== null);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar
        src={party.profile.picture ?? undefined}
        alt={party.profile.picture ? `Foto di ${name}` : undefined}
        sx={{ width: size, height: size }}
      >
        {initials(party)}
      </Avatar>
      <Stack spacing={0.5}>
        <Typography component={large ? 'h3' : 'p'} variant={large ? 'h6' : 'subtitle1'}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {ROLE_LABELS[party.profile.type]}
          {city ? ` · ${city}` : ''}
        </Typography>
        {badges.length > 0 ? (
          <Stack direction="row" spacing={1}>
            {badges.map((badge) => (
              <Chip
                key={badge}
                label={badge}
                size="small"
                color={badge === 'Gold' ? 'warning' : 'success'}
              />
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Stack>
  );
}
