import type { EventStatus, RequestBody } from '@colleghi/api-contract';
import { eventMenu } from './menu';
import { makeEvent, makeLawyerEvent } from '@colleghi/shared/testing';

const NONE = { markDone: false, markTodo: false, postpone: false, edit: false, delete: false };

describe('eventMenu', () => {
  it.each<[RequestBody<'/api/events/', 'post'>['resourcetype'], EventStatus, Partial<typeof NONE>]>(
    [
      ['Hearing', 'TODO', { markDone: true, postpone: true, edit: true, delete: true }],
      ['Hearing', 'DONE', { markTodo: true, delete: true }],
      ['Hearing', 'POSTPONED', { delete: true }],
      ['Appointment', 'TODO', { markDone: true, edit: true, delete: true }],
      ['Appointment', 'DONE', { markTodo: true, delete: true }],
      ['Appointment', 'POSTPONED', { delete: true }],
      ['Fulfillment', 'TODO', { markDone: true, edit: true, delete: true }],
      ['Fulfillment', 'DONE', { markTodo: true, delete: true }],
      ['Fulfillment', 'POSTPONED', { delete: true }],
    ],
  )('%s %s', (resourcetype, status, offered) => {
    const event = makeEvent({ resourcetype, lawyerevent: makeLawyerEvent({ status }) });

    expect(eventMenu(event)).toEqual({ ...NONE, ...offered });
  });

  it.each<EventStatus>(['TODO', 'DONE', 'POSTPONED'])(
    'a Notice (%s) can only be deleted',
    (status) => {
      const notice = makeEvent({
        resourcetype: 'Notice',
        all_day: true,
        fulfillment: 9,
        lawyerevent: makeLawyerEvent({ status }),
      });

      expect(eventMenu(notice)).toEqual({ ...NONE, delete: true });
    },
  );

  it('offers nothing for News', () => {
    const news = makeEvent({
      resourcetype: 'News',
      all_day: true,
      news: { title: 'Riforma', link: 'https://example.it/riforma' },
      lawyerevent: null,
    });

    expect(eventMenu(news)).toEqual(NONE);
  });

  it('treats a missing lawyerevent as TODO', () => {
    expect(eventMenu(makeEvent({ lawyerevent: null }))).toEqual({
      ...NONE,
      markDone: true,
      postpone: true,
      edit: true,
      delete: true,
    });
  });
});
