import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { YEARLY_CFP_TARGET } from '../../../domain/constants';
import { cfpProgress, cfpRemaining } from '../../../domain/catalog';

/** How many training credits the signed-in user still needs this year. */
export function CfpBanner({ credits }: { credits: number }) {
  const remaining = cfpRemaining(credits);
  return (
    <Alert
      severity={remaining > 0 ? 'info' : 'success'}
      icon={false}
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle>Crediti formativi</AlertTitle>
      {remaining > 0
        ? `Ti mancano ${remaining} CFP per raggiungere l’obiettivo annuale di ${YEARLY_CFP_TARGET} CFP.`
        : `Hai raggiunto l’obiettivo annuale di ${YEARLY_CFP_TARGET} CFP: continua ad aggiornarti!`}
      <LinearProgress
        variant="determinate"
        value={cfpProgress(credits)}
        aria-label={`CFP maturati: ${credits} su ${YEARLY_CFP_TARGET}`}
        sx={{ mt: 1.5, height: 8, borderRadius: 4 }}
      />
    </Alert>
  );
}
