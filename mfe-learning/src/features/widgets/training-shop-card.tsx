import { Link as RouterLink } from '@colleghi/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import SchoolRoundedIcon from '@mui/icons-material/SchoolRounded';
import { useSession } from '@colleghi/shared/platform';
import { YEARLY_CFP_TARGET } from '../../domain/constants';
import { cfpRemaining } from '../../domain/catalog';

/** Dashboard widget: the way into the course catalogue, with the credits still missing. */
export function TrainingShopCard() {
  const { user } = useSession();
  const remaining = user ? cfpRemaining(user.profile.credits) : null;
  return (
    <Card
      component="section"
      aria-labelledby="training-shop-title"
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ color: 'secondary.main', mb: 1 }}>
          <SchoolRoundedIcon fontSize="large" />
        </Box>
        <Typography id="training-shop-title" component="h2" variant="h6" gutterBottom>
          Shop della formazione
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Corsi accreditati e pacchetti per maturare i crediti formativi, anche gratuiti.
        </Typography>
        {remaining !== null ? (
          <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 600 }}>
            {remaining > 0
              ? `Ti mancano ${remaining} CFP all’obiettivo annuale di ${YEARLY_CFP_TARGET}.`
              : `Obiettivo annuale di ${YEARLY_CFP_TARGET} CFP raggiunto!`}
          </Typography>
        ) : null}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" component={RouterLink} to="/courses">
          Vai ai corsi
        </Button>
      </CardActions>
    </Card>
  );
}
