import { Suspense, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { useNavigate } from '@colleghi/shared/router';
import { useSession } from '@colleghi/shared/platform';
import { useLatch, lazyNamed } from '@colleghi/shared/ui';

const ProfileMenuList = lazyNamed(() => import('./profile-menu-list'), 'ProfileMenuList');

function initials(first?: string, last?: string): string {
  return `${first?.[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase() || '?';
}

export function ProfileMenu() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuNeeded = useLatch(anchor !== null);
  const go = (path: string) => {
    setAnchor(null);
    navigate(path);
  };
  const name = user ? `${user.first_name} ${user.last_name}` : '';
  return (
    <>
      <IconButton
        aria-label="Menu profilo"
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Avatar src={user?.profile.picture ?? undefined} alt={name} sx={{ width: 36, height: 36 }}>
          {initials(user?.first_name, user?.last_name)}
        </Avatar>
      </IconButton>
      {menuNeeded && (
        <Suspense fallback={null}>
          <ProfileMenuList anchor={anchor} name={name} onClose={() => setAnchor(null)} onGo={go} />
        </Suspense>
      )}
    </>
  );
}
