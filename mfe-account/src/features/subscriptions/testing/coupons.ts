import { HttpResponse, apiUrl, http, server } from '@colleghi/shared/testing';

export const BENVENUTO20_MESSAGE =
  "Grazie al codice BENVENUTO20 è stato applicato uno sconto del 20 % solamente per il primo periodo acquistato. L'abbonamento si rinnoverà automaticamente ed a prezzo pieno, salvo disdetta.";

/** GET coupon-codes/{code}/validate/{type}/: BENVENUTO20 is 20 % on type 1, anything else 400. */
export function serveCoupons(): { queries: string[] } {
  const record = { queries: [] as string[] };
  server.use(
    http.get(apiUrl('coupon-codes/:code/validate/:typeId/'), ({ params, request }) => {
      const planId = new URL(request.url).searchParams.get('plan_id');
      record.queries.push(`${String(params.code)}/${String(params.typeId)}?plan_id=${planId}`);
      if (String(params.code).toUpperCase() === 'BENVENUTO20' && params.typeId === '1') {
        return HttpResponse.json({
          code: 'BENVENUTO20',
          percentage: 20,
          discount: null,
          message: BENVENUTO20_MESSAGE,
        });
      }
      return HttpResponse.json({ message: 'Codice promozionale non valido.' }, { status: 400 });
    }),
  );
  return record;
}
