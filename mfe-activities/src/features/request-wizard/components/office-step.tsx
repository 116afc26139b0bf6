import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { autocomplete, searchOffices } from '@colleghi/shared/platform';
import { SELECT_OFFICE_MESSAGE, estimateRoleFor } from '@colleghi/shared/domain';
import { FreeTextSearchField, SearchSelect } from '@colleghi/shared/ui';
import { withOffice } from '../../../domain/wizard';
import type { Office } from '@colleghi/api-contract';
import type { StepProps } from './step-props';

// Judges are suggested while typing, but any name is accepted.
const fetchJudges = async (search: string): Promise<string[]> =>
  (await autocomplete('judges', { search })).data?.results.map((judge) => judge.name) ?? [];

/** Step 3: the judicial office (only from the list), plus section and judge. */
export function OfficeStep({ draft, onChange, role, errors }: StepProps) {
  // Typing a name without picking it leaves no office: say so once the user leaves the field.
  const [typed, setTyped] = useState(false);
  const [leftUnpicked, setLeftUnpicked] = useState(false);
  const fetchOffices = async (search: string): Promise<Office[]> => {
    const result = await searchOffices({ search, role: estimateRoleFor(role) });
    return result.data?.results ?? [];
  };
  const officeError = leftUnpicked && draft.office === null ? SELECT_OFFICE_MESSAGE : errors.office;
  return (
    <Stack spacing={3}>
      <Box
        onInput={() => setTyped(true)}
        onBlur={() => setLeftUnpicked(typed)}
        onFocus={() => setLeftUnpicked(false)}
      >
        <SearchSelect<Office>
          label="Ufficio giudiziario"
          name="office"
          required
          queryKey={['offices', 'for-demands', estimateRoleFor(role)]}
          fetchOptions={fetchOffices}
          getOptionLabel={(office) => office.name}
          value={draft.office}
          onChange={(office) => {
            // Re-picking the same office keeps the skill chosen for it.
            if (office?.id !== draft.office?.id) onChange(withOffice(draft, office));
          }}
          error={officeError}
        />
      </Box>
      <TextField
        label="Sezione (facoltativa)"
        name="section"
        value={draft.section}
        onChange={(event) => onChange({ ...draft, section: event.target.value })}
        error={Boolean(errors.section)}
        helperText={errors.section}
      />
      <FreeTextSearchField
        label="Giudice (facoltativo)"
        name="judge"
        value={draft.judge}
        onChange={(judge) => onChange({ ...draft, judge })}
        queryKey={['autocomplete', 'judges']}
        fetchSuggestions={fetchJudges}
        error={errors.judge}
        helperText="Scegli tra i suggerimenti o scrivi il nome."
      />
    </Stack>
  );
}
