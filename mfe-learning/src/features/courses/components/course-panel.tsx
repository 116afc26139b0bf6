import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@colleghi/shared/router';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import {
  fromApi,
  platformQueryKeys,
  useSession,
  serverErrorMessage,
} from '@colleghi/shared/platform';
import { RightPanel } from '@colleghi/shared/ui';
import { catalogItemPath, isOwned, isPackage } from '../../../domain/catalog';
import { getCatalogItem, orderCatalogItem } from '../../../api/learning';
import { learningQueryKeys } from '../../../api/query-keys';
import { initialPanelState, nextPanelStep } from '../../../domain/panel';
import type { PanelEvent, PanelStep } from '../../../domain/panel';
import { useCatalogItem } from '../hooks/use-catalog-item';
import { forgetCurrentItem, rememberCurrentItem } from '../utils/current-item';
import { BillingForm } from './billing-form';
import { ItemDetail } from './item-detail';
import { PaymentStep } from './payment-step';
import { SuccessStep } from './success-step';
import type { CatalogItem, PurchasedItem } from '@colleghi/api-contract';

export type ItemKind = 'course' | 'package';

export interface CoursePanelProps {
  id: number;
  kind: ItemKind;
  /** The category filter in use, passed along to the item lookup. */
  category: number | null;
  /** The list's copy of the item, shown while the fresh one loads. */
  known: CatalogItem | null;
  onClose: () => void;
  /** The item is now owned (its last_purchased is set). */
  onPurchased: (item: CatalogItem) => void;
}

function titleOf(step: PanelStep, kind: ItemKind, free: boolean): string {
  if (step === 'billing') return 'Dati di fatturazione';
  if (step === 'payment') return 'Pagamento';
  if (step === 'success') return free ? 'Iscrizione completata' : 'Acquisto completato';
  return kind === 'package' ? 'Dettaglio pacchetto' : 'Dettaglio corso';
}

function owned(item: CatalogItem, purchases: PurchasedItem[]): CatalogItem {
  const first = purchases[0];
  return {
    ...item,
    last_purchased: {
      created_at: first?.created_at ?? new Date().toISOString(),
      course: { deadline: first?.deadline ?? null },
    },
  };
}

/** The side panel over the catalogue: detail → billing → payment → success. */
export function CoursePanel({ id, kind, category, known, onClose, onPurchased }: CoursePanelProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { user, isAuthenticated, reloadUser } = useSession();
  const { item, loading, error, setItem } = useCatalogItem(id, category, known);
  const [step, setStep] = useState<PanelStep>('detail');
  const [enrolError, setEnrolError] = useState<string | null>(null);
  const enrolling = useRef(false);

  const context = item ? initialPanelState(item, isAuthenticated ? (user ?? null) : null) : null;
  // A session whose user is still loading counts as signed in (the button waits for it).
  const latestContext = useRef(context);
  latestContext.current = context ? { ...context, signedIn: isAuthenticated } : null;
  const send = useCallback((event: PanelEvent) => {
    setStep((current) => {
      const latest = latestContext.current;
      return latest ? nextPanelStep({ ...latest, step: current }, event) : current;
    });
  }, []);

  // A purchase moves the purchases, the catalogue's owned marks, the dashboard and the bell (the
  // purchase brings a notification). The list on screen already marks the item bought
  // (onPurchased): it is only marked stale, so an answer read before the purchase committed
  // never takes the mark away.
  const purchased = useCallback(() => {
    void client.invalidateQueries({ queryKey: learningQueryKeys.purchases });
    void client.invalidateQueries({ queryKey: learningQueryKeys.catalog, refetchType: 'none' });
    void client.invalidateQueries({ queryKey: platformQueryKeys.dashboard });
    void client.invalidateQueries({ queryKey: platformQueryKeys.notifications });
  }, [client]);

  // After a refusal (of the order, or of the payment before it): when the item is owned now
  // (bought in another tab, say), the panel shows it as owned, with no way to pay twice, instead
  // of a payment button that cannot work. True when it did.
  const showIfOwned = useCallback(
    async (current: CatalogItem): Promise<boolean> => {
      const fresh = await client
        .fetchQuery({
          queryKey: learningQueryKeys.item(current.id),
          queryFn: () => fromApi(getCatalogItem(current.id, category)),
          staleTime: 0,
        })
        .catch(() => null);
      if (!fresh || !isOwned(fresh)) return false;
      purchased();
      setItem(fresh);
      onPurchased(fresh);
      send('orderFailed');
      send('back');
      return true;
    },
    [category, client, onPurchased, purchased, setItem, send],
  );

  const placeOrder = useCallback(
    async (current: CatalogItem, order?: string): Promise<string | null> => {
      const result = await orderCatalogItem(current.id, order);
      if (!result.data) {
        if (await showIfOwned(current)) return null;
        send('orderFailed');
        return serverErrorMessage(result.error);
      }
      const bought = owned(current, result.data);
      purchased();
      setItem(bought);
      onPurchased(bought);
      send('ordered');
      // profile.credits follow the purchases.
      void reloadUser();
      return null;
    },
    [onPurchased, purchased, reloadUser, setItem, send, showIfOwned],
  );

  // A signed-in user has now seen the item a guest wished for: "/" goes home again.
  useEffect(() => {
    if (isAuthenticated && item) forgetCurrentItem(isPackage(item) ? 'package' : 'course', item.id);
  }, [isAuthenticated, item]);

  useEffect(() => {
    if (step !== 'signin' || !item) return;
    rememberCurrentItem(isPackage(item) ? 'package' : 'course', item.id);
    navigate(`/signin?${new URLSearchParams({ callback: catalogItemPath(item) }).toString()}`);
  }, [step, item, navigate]);

  useEffect(() => {
    if (step !== 'enrolling' || !item || enrolling.current) return;
    enrolling.current = true;
    setEnrolError(null);
    void placeOrder(item).then((refused) => {
      enrolling.current = false;
      setEnrolError(refused);
    });
  }, [step, item, placeOrder]);

  const title = titleOf(step, kind, context?.free ?? false);
  return (
    <RightPanel open onClose={onClose} title={title}>
      {item === null && loading ? (
        <Stack spacing={2} role="status" aria-label="Caricamento del dettaglio">
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="text" height={40} />
          <Skeleton variant="rounded" height={200} />
        </Stack>
      ) : null}
      {item === null && error ? <Alert severity="error">{error}</Alert> : null}
      {item && (step === 'detail' || step === 'enrolling' || step === 'signin') ? (
        <ItemDetail
          item={item}
          onSubscribe={() => send('subscribe')}
          enrolling={step === 'enrolling'}
          waiting={isAuthenticated && !user}
          error={enrolError}
        />
      ) : null}
      {item && user && step === 'billing' ? (
        <BillingForm user={user} onSaved={() => send('billingSaved')} onBack={() => send('back')} />
      ) : null}
      {item && step === 'payment' ? (
        <PaymentStep
          item={item}
          onApproved={(order) => placeOrder(item, order)}
          onRefused={() => showIfOwned(item)}
          onBack={() => send('back')}
        />
      ) : null}
      {item && step === 'success' ? <SuccessStep item={item} onClose={onClose} /> : null}
    </RightPanel>
  );
}
