import Box from '@mui/material/Box';

/** /empty: a blank signed-in page, used as a neutral landing target by deep links. */
export function EmptyPage() {
  return <Box sx={{ minHeight: '60vh' }} aria-label="Pagina vuota" />;
}
