import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';

/** The advertising space of the dashboard (filled by the ad network, a placeholder until then). */
export function AdSlot() {
  return (
    <Card variant="outlined" component="aside" aria-label="Spazio pubblicitario">
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          Spazio pubblicitario
        </Typography>
        <Box
          sx={{
            mt: 1,
            minHeight: 180,
            borderRadius: 2,
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            display: 'grid',
            placeItems: 'center',
            textAlign: 'center',
            px: 2,
          }}
        >
          <Box>
            <CampaignOutlinedIcon fontSize="large" sx={{ color: 'text.disabled' }} aria-hidden />
            {/* Text in the secondary grey: the disabled one gives 2.7:1 on white (AA: 4.5:1). */}
            <Typography variant="body2" color="text.secondary">
              Pubblicità
            </Typography>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
