import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { MESSAGES, isEmail } from '@colleghi/rules';
import { SearchSelect } from '@colleghi/shared/ui';
import type { Office } from '@colleghi/api-contract';
import { QUALIFICATION_LABELS, officeLabel, qualificationFlagsFor } from '../../utils/roles';
import type { FieldsProps } from './field-props';
import { FormGrid, FullRow } from './form-grid';
import { officeFetcher } from './searches';
import { ProfileTextField } from './text-field';

export interface ProfessionalFieldsProps extends FieldsProps {
  /** The wizard asks only for the four fields it needs; the edit form also has the flags. */
  showQualifications?: boolean;
  required?: boolean;
}

/** VAT, PEC (checked as an e-mail), register number and the professional-order office. */
export function ProfessionalFields({
  values,
  errors,
  onChange,
  showQualifications = false,
  required = false,
}: ProfessionalFieldsProps) {
  const pecInvalid = values.pec.trim() !== '' && !isEmail(values.pec);
  const flags = qualificationFlagsFor(values.type);
  return (
    <FormGrid>
      <ProfileTextField
        label="Partita IVA"
        name="vat"
        required={required}
        value={values.vat}
        onChange={(vat) => onChange({ vat }, ['profile.vat'])}
        error={errors['profile.vat']}
        maxLength={13}
      />
      <ProfileTextField
        label="PEC"
        name="pec"
        type="email"
        required={required}
        value={values.pec}
        onChange={(pec) => onChange({ pec }, ['profile.pec'])}
        error={errors['profile.pec'] ?? (pecInvalid ? MESSAGES.invalidEmail : undefined)}
        inputMode="email"
      />
      <ProfileTextField
        label="Numero di iscrizione all'albo"
        name="register_number"
        required={required}
        value={values.register_number}
        onChange={(register_number) => onChange({ register_number }, ['profile.register_number'])}
        error={errors['profile.register_number']}
      />
      <SearchSelect<Office>
        label={officeLabel(values.type)}
        name="coa_office"
        required={required}
        queryKey={['offices', 'of-profession', values.type]}
        fetchOptions={officeFetcher(values.type)}
        getOptionLabel={(office) => office.name}
        value={values.coa_office}
        onChange={(coa_office) => onChange({ coa_office }, ['profile.coa_office'])}
        error={errors['profile.coa_office']}
      />
      {showQualifications ? (
        <FullRow>
          <Typography component="h3" variant="subtitle2" sx={{ mt: 1 }}>
            Qualifiche professionali
          </Typography>
          <FormGroup row>
            {flags.map((flag) => (
              <FormControlLabel
                key={flag}
                label={QUALIFICATION_LABELS[flag]}
                control={
                  <Checkbox
                    checked={values.flags[flag]}
                    onChange={(event) =>
                      onChange({ flags: { ...values.flags, [flag]: event.target.checked } }, [
                        `profile.${flag}`,
                      ])
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </FullRow>
      ) : null}
    </FormGrid>
  );
}
