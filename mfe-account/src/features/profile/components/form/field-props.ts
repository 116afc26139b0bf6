import type { ProfileFormValues } from '../../utils/profile-form';
import type { FieldErrors } from '../../utils/field-errors';

export interface FieldsProps {
  values: ProfileFormValues;
  /** Server messages keyed as the API names the fields ('profile.lawfirm.city'). */
  errors: FieldErrors;
  /** A change, with the server keys it makes stale (their messages go away). */
  onChange: (patch: Partial<ProfileFormValues>, errorKeys: string[]) => void;
}
