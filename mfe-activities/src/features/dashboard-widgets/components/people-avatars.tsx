import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import type { PictureUser } from '../utils/counter-people';
import { MAX_COUNTER_PICTURES, fullName, initials } from '../utils/counter-people';

/** Overlapping pictures of up to two colleagues; initials when a colleague has no picture. */
export function PeopleAvatars({ people }: { people: readonly PictureUser[] }) {
  if (people.length === 0) return null;
  return (
    <Stack direction="row" sx={{ pl: 1 }}>
      {people.slice(0, MAX_COUNTER_PICTURES).map((person) => {
        const name = fullName(person);
        const picture = person.profile.picture;
        return (
          <Avatar
            key={person.id}
            src={picture ?? undefined}
            alt={picture ? name : undefined}
            // Without a picture the avatar is a box of initials: name it like the image it replaces.
            role={picture ? undefined : 'img'}
            aria-label={picture ? undefined : name}
            sx={{
              width: 32,
              height: 32,
              ml: -1,
              fontSize: 14,
              border: 2,
              borderColor: 'background.paper',
              bgcolor: 'primary.light',
            }}
          >
            {picture ? null : initials(person)}
          </Avatar>
        );
      })}
    </Stack>
  );
}
