import { useEffect, useRef } from 'react';
import { useAtom, useSetAtom } from '@colleghi/shared/platform';
import { emptyDraft, emptyGuestData, withType } from '../../../domain/wizard';
import type { DemandType, Role } from '@colleghi/api-contract';
import { draftOwnerAtom } from '../state/draft-owner-atom';
import { guestDataAtom } from '../state/guest-data-atom';
import { requestDraftAtom } from '../state/request-draft-atom';

/**
 * Prepares the stored draft for who is asking: another user's draft is dropped (a guest's is
 * kept when they sign in), and a type in the link preselects once per link. Returns whether the
 * draft can be shown.
 */
export function useDraftSetup(
  identity: number | null,
  preselected: DemandType | null,
  role: Role | null,
  enabled: boolean,
): boolean {
  const [owner, setOwner] = useAtom(draftOwnerAtom);
  const [draft, setDraft] = useAtom(requestDraftAtom);
  const setGuest = useSetAtom(guestDataAtom);
  // Only a new link (or the role becoming known) preselects: the user's own choice then stays.
  const applied = useRef<string | null>(null);
  const foreign = owner !== null && owner !== identity;

  useEffect(() => {
    if (!enabled) return;
    let next = draft;
    if (owner !== identity) {
      if (owner !== null) {
        next = emptyDraft();
        setGuest(emptyGuestData());
      }
      setOwner(identity);
    }
    const key = preselected && `${preselected}:${role ?? 'guest'}`;
    if (preselected && key && applied.current !== key) {
      applied.current = key;
      if (next.type !== preselected) next = withType(next, preselected, role);
    }
    if (next !== draft) setDraft(next);
  }, [enabled, owner, identity, draft, preselected, role, setDraft, setGuest, setOwner]);

  return enabled && !foreign;
}
