import type { ReactNode } from 'react';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import FormHelperText from '@mui/material/FormHelperText';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEMAND_TYPE_VALUES, demandTypesFor } from '@colleghi/shared/domain';
import type { DemandType } from '@colleghi/api-contract';
import { ChoiceCard } from './choice-card';
import type { StepProps } from './step-props';

const TYPE_DETAILS: Record<DemandType, { icon: ReactNode; description: string }> = {
  DOMICILIARY: {
    icon: <HomeWorkOutlined fontSize="large" />,
    description: 'Un collega del foro ti fa da domiciliatario nel procedimento.',
  },
  SUBSTITUTE: {
    icon: <GavelOutlined fontSize="large" />,
    description: 'Un collega ti sostituisce in udienza.',
  },
  CHANCELLERY: {
    icon: <AccountBalanceOutlined fontSize="large" />,
    description: 'Un collega svolge per te un adempimento in cancelleria.',
  },
};

function isDemandType(value: string): value is DemandType {
  return (DEMAND_TYPE_VALUES as readonly string[]).includes(value);
}

/** Step 1: the kind of activity, as icon cards (accountants never see DOMICILIARY). */
export function TypeStep({ draft, onTypeChange, role, errors, titleId }: StepProps) {
  const options = demandTypesFor(role);
  return (
    <>
      <RadioGroup
        aria-labelledby={titleId}
        value={draft.type ?? ''}
        onChange={(event) => {
          if (isDemandType(event.target.value)) onTypeChange(event.target.value);
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {options.map((option) => (
            <ChoiceCard
              key={option.value}
              value={option.value}
              checked={draft.type === option.value}
              name={option.label}
            >
              <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 1 }}>
                <Stack sx={{ color: 'secondary.main' }}>{TYPE_DETAILS[option.value].icon}</Stack>
                <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }}>
                  {option.label}
                </Typography>
                <Typography variant="body2" component="span" color="text.secondary">
                  {TYPE_DETAILS[option.value].description}
                </Typography>
              </Stack>
            </ChoiceCard>
          ))}
        </Stack>
      </RadioGroup>
      {errors.type ? <FormHelperText error>{errors.type}</FormHelperText> : null}
    </>
  );
}
