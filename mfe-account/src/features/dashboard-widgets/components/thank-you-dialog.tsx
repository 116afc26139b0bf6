import { useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import CelebrationOutlined from '@mui/icons-material/CelebrationOutlined';
import type { PurchasedSubscription } from '../utils/thank-you';
import {
  CLOSE_LABEL,
  THANK_YOU_BENEFIT,
  THANK_YOU_CTA,
  THANK_YOU_HINT,
  THANK_YOU_TITLE,
  thankYouText,
} from '../utils/texts';

export interface ThankYouDialogProps {
  purchase: PurchasedSubscription | null;
  onClose: () => void;
  onOpenSubscriptions: () => void;
}

/** 'Grazie!' after a purchase, naming the subscription, with a way to the profile's list. */
export function ThankYouDialog({ purchase, onClose, onOpenSubscriptions }: ThankYouDialogProps) {
  const titleId = useId();
  const textId = useId();
  // The words stay while the dialog fades out, after the purchase is gone from the location.
  const [shown, setShown] = useState(purchase);
  if (purchase && (purchase.name !== shown?.name || purchase.type !== shown?.type)) {
    setShown(purchase);
  }
  return (
    <Dialog
      open={purchase !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { sx: { borderRadius: 3, textAlign: 'center' } } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 4 }}>
        <Avatar sx={{ width: 72, height: 72, bgcolor: 'secondary.main' }}>
          <CelebrationOutlined aria-hidden sx={{ fontSize: 40 }} />
        </Avatar>
      </Box>
      <DialogTitle id={titleId} variant="h5" sx={{ fontWeight: 700, pb: 1 }}>
        {THANK_YOU_TITLE}
      </DialogTitle>
      <DialogContent>
        <Typography id={textId} sx={{ fontWeight: 600 }}>
          {thankYouText(shown?.name ?? null)}
        </Typography>
        {shown?.type ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {THANK_YOU_BENEFIT[shown.type]}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {THANK_YOU_HINT}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3, px: 3, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} color="inherit">
          {CLOSE_LABEL}
        </Button>
        <Button onClick={onOpenSubscriptions} variant="contained" color="secondary">
          {THANK_YOU_CTA}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
