import { useId, useState } from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { serverErrorMessage } from '@colleghi/shared/platform';
import { validateCoupon } from '../../../api/subscriptions';
import type { PromoState } from '../purchase-state';

const INVALID_FALLBACK = 'Codice promozionale non valido.';

export interface PromoCodeAccordionProps {
  typeId: number;
  planId: number | null;
  promo: PromoState | null;
  onChange: (promo: PromoState | null) => void;
  disabled?: boolean;
}

/**
 * "Hai un codice promozionale?": the server validates the code for the chosen plan and answers
 * with the message to show. The parent remounts it (key = plan) so a plan change resets it.
 */
export function PromoCodeAccordion({
  typeId,
  planId,
  promo,
  onChange,
  disabled,
}: PromoCodeAccordionProps) {
  const id = useId();
  const [code, setCode] = useState(promo?.code ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [expanded, setExpanded] = useState(promo !== null);

  const validate = async () => {
    if (planId === null) return;
    setChecking(true);
    setInvalid(null);
    const result = await validateCoupon(code.trim(), typeId, planId);
    setChecking(false);
    if (result.data) {
      onChange({
        code: result.data.code,
        percentage: result.data.percentage,
        discount: result.data.discount,
        message: result.data.message,
      });
      return;
    }
    onChange(null);
    if (!result.error500) setInvalid(serverErrorMessage(result.error, INVALID_FALLBACK));
  };

  return (
    <Accordion
      variant="outlined"
      expanded={expanded}
      onChange={(_event, open) => setExpanded(open)}
      disableGutters
      sx={{ borderRadius: 2, '&::before': { display: 'none' } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id={`${id}-header`}
        aria-controls={`${id}-content`}
      >
        <Typography sx={{ fontWeight: 600 }}>Hai un codice promozionale?</Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            if (code.trim() !== '' && !checking) void validate();
          }}
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField
              label="Codice promozionale"
              name="promo_code"
              value={code}
              onChange={(event) => {
                setCode(event.target.value.toUpperCase());
                setInvalid(null);
                // A code that changes is no longer the validated one.
                if (promo) onChange(null);
              }}
              size="small"
              disabled={disabled}
              fullWidth
              slotProps={{ htmlInput: { autoCapitalize: 'characters' } }}
            />
            <Button
              type="submit"
              variant="outlined"
              disabled={code.trim() === '' || checking || disabled || planId === null}
              loading={checking}
              sx={{ flexShrink: 0 }}
            >
              Applica codice
            </Button>
          </Stack>
          {promo ? <Alert severity="success">{promo.message}</Alert> : null}
          {invalid ? <Alert severity="error">{invalid}</Alert> : null}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
