import { useCallback, useState } from 'react';
import type { ApiErrorBody } from '@colleghi/shared/platform';
import { hasFieldErrors, splitErrors, withoutKeys } from '../utils/field-errors';
import type { FieldErrors } from '../utils/field-errors';
import { profileToForm } from '../utils/profile-form';
import type { ProfileFormValues } from '../utils/profile-form';
import type { User } from '@colleghi/api-contract';

export interface ProfileForm {
  values: ProfileFormValues;
  errors: FieldErrors;
  /** Server messages no field shows. */
  general: string[];
  /** True while a server message is still shown: saving stays disabled until it is fixed. */
  hasServerErrors: boolean;
  change: (patch: Partial<ProfileFormValues>, errorKeys: string[]) => void;
  showServerError: (error: ApiErrorBody | null) => FieldErrors;
}

/** The values of the edit form and of the wizard, with the server's messages per field. */
export function useProfileForm(user: User, knownKeys: readonly string[]): ProfileForm {
  const [values, setValues] = useState(() => profileToForm(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string[]>([]);

  const change = useCallback((patch: Partial<ProfileFormValues>, errorKeys: string[]) => {
    setValues((old) => ({ ...old, ...patch }));
    // A corrected field loses its message; the others keep theirs.
    setErrors((old) => withoutKeys(old, errorKeys));
    setGeneral([]);
  }, []);

  const showServerError = useCallback(
    (error: ApiErrorBody | null) => {
      const split = splitErrors(error, knownKeys);
      setErrors(split.fields);
      setGeneral(split.general);
      return split.fields;
    },
    [knownKeys],
  );

  return {
    values,
    errors,
    general,
    hasServerErrors: hasFieldErrors(errors),
    change,
    showServerError,
  };
}
