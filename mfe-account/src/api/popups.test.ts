import { HttpResponse, apiUrl, http, server } from '@colleghi/shared/testing';
import { hasSeenPopup, markPopupSeen } from './popups';

describe('popups api', () => {
  it('asks and records whether a popup was seen', async () => {
    server.use(
      http.get(apiUrl('popups/has-seen-popup/'), ({ request }) =>
        HttpResponse.json({
          popup_id: Number(new URL(request.url).searchParams.get('popup_id')),
          seen: false,
        }),
      ),
      http.post(apiUrl('popups/seen/'), async ({ request }) =>
        HttpResponse.json({ ...((await request.json()) as object), seen: true }, { status: 201 }),
      ),
    );
    expect((await hasSeenPopup(1)).data).toEqual({ popup_id: 1, seen: false });
    expect((await markPopupSeen(2)).data).toEqual({ popup_id: 2, seen: true });
  });
});
