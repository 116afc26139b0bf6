import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { passwordRules } from '../utils/password-rules';

export interface PasswordRulesProps {
  /** The password field points at it with aria-describedby. */
  id: string;
  /** The rule in the product's words, shown first and as written. */
  hint: string;
  value: string;
}

/**
 * The password rules under the field, always in sight: a tooltip hid them behind a hover the
 * user had to guess, and spilled past the sign-up card. Each rule says whether it is met with
 * its icon's shape and a hidden text, so neither colour nor sight is needed to tell.
 */
export function PasswordRules({ id, hint, value }: PasswordRulesProps) {
  return (
    <Box id={id} sx={{ mx: 1.75 }}>
      <Typography id={`${id}-hint`} variant="caption" component="p" color="text.secondary">
        {hint}
      </Typography>
      <Box component="ul" aria-labelledby={`${id}-hint`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {passwordRules(value).map((rule) => (
          <Typography
            key={rule.label}
            component="li"
            variant="caption"
            color={rule.met ? 'success.main' : 'text.secondary'}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            {rule.met ? (
              <CheckCircleIcon fontSize="inherit" aria-hidden />
            ) : (
              <RadioButtonUncheckedIcon fontSize="inherit" aria-hidden />
            )}
            {rule.label}
            <Box component="span" sx={visuallyHidden}>
              {rule.met ? ' (rispettato)' : ' (non ancora rispettato)'}
            </Box>
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
