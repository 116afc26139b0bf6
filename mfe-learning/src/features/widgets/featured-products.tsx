import { useId, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { formatCents } from '@colleghi/rules';
import { fromApi } from '@colleghi/shared/platform';
import { FEATURED_PRODUCTS_COUNT, PRODUCT_DESCRIPTION_MAX_LENGTH } from '../../domain/constants';
import { getExternalProducts } from '../../api/learning';
import { learningQueryKeys } from '../../api/query-keys';
import { pickRandom } from '../../domain/catalog';
import { toCents } from '../../domain/money';
import { truncate } from '../../domain/text';
import type { ExternalProduct } from '@colleghi/api-contract';

export interface FeaturedProductsProps {
  /** [0, 1) like Math.random; tests fix the pick with it. */
  random?: () => number;
}

type State = { status: 'loading' } | { status: 'ready'; products: ExternalProduct[] };

/**
 * Dashboard widget: two partner products picked at random on every visit. Nothing to show (or a
 * failed call) leaves the slot empty: a promotion is not worth an error on the dashboard.
 */
export function FeaturedProducts({ random = Math.random }: FeaturedProductsProps) {
  const titleId = useId();
  const { data, isPending } = useQuery({
    queryKey: learningQueryKeys.externalProducts,
    queryFn: () => fromApi(getExternalProducts()),
  });
  const state = useMemo<State>(
    () =>
      isPending
        ? { status: 'loading' }
        : {
            status: 'ready',
            products: pickRandom(data ?? [], FEATURED_PRODUCTS_COUNT, random),
          },
    // One pick per visit: a new random source does not reshuffle what is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [isPending, data],
  );

  if (state.status === 'ready' && state.products.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        Prodotti in evidenza
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {state.status === 'loading'
          ? [0, 1].map((key) => (
              <Skeleton
                key={key}
                variant="rounded"
                height={220}
                aria-label="Caricamento dei prodotti"
              />
            ))
          : state.products.map((product) => <ProductCard key={product.id} product={product} />)}
      </Box>
    </Box>
  );
}

function ProductCard({ product }: { product: ExternalProduct }) {
  const nameId = useId();
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={nameId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      {product.image ? (
        <CardMedia
          component="img"
          image={product.image}
          alt=""
          sx={{ height: 120, objectFit: 'cover' }}
        />
      ) : null}
      <CardContent sx={{ flex: 1 }}>
        <Typography id={nameId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {product.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {truncate(product.description, PRODUCT_DESCRIPTION_MAX_LENGTH)}
        </Typography>
        {product.amount !== null ? (
          <Typography variant="subtitle2" sx={{ mt: 1 }}>
            {formatCents(toCents(product.amount))}
          </Typography>
        ) : null}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          href={product.link}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNewIcon />}
          aria-describedby={nameId}
        >
          Scopri
        </Button>
      </CardActions>
    </Card>
  );
}
