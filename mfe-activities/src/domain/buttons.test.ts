import type { CandidateStatus, DemandStatus } from '@colleghi/api-contract';
import { CANCEL_WINDOW_MS, CANDIDATE_STATUSES, DEMAND_STATUSES } from '@colleghi/shared/domain';
import type { CandidateActions, RequesterActions } from './buttons';
import {
  assigneeActions,
  canAssign,
  candidateActions,
  isWithinCancelWindow,
  requesterActions,
} from './buttons';
import { NOW, makeCandidate, makeDemand, makeInvitation } from '@colleghi/shared/testing';

const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const RECENT = ago(1000);
const OLD = ago(CANCEL_WINDOW_MS + 1);

describe('requesterActions', () => {
  const none: RequesterActions = {
    cancel: false,
    paid: false,
    call: false,
    delete: false,
    stopDelay: 'hidden',
    delayNotice: false,
  };

  it.each<[DemandStatus, Partial<RequesterActions>]>([
    ['PENDING', { cancel: true }],
    ['ASSIGNED', { call: true }],
    ['COMPLETED', { paid: true, call: true }],
    ['PAID', { call: true, delete: true }],
    ['ANNULLED', { delete: true }],
    ['EXPIRED', { delete: true }],
  ])('%s created a second ago -> %j', (status, shown) => {
    expect(requesterActions(makeDemand({ status, created_at: RECENT }), NOW)).toEqual({
      ...none,
      ...shown,
    });
  });

  it.each(DEMAND_STATUSES)('a deleted %s demand offers nothing', (status) => {
    const demand = makeDemand({
      status,
      deleted: true,
      created_at: RECENT,
      can_be_delayed: true,
      is_delayed: true,
    });
    expect(requesterActions(demand, NOW)).toEqual(none);
  });

  it.each<[string, number, boolean]>([
    ['0 ms', 0, true],
    ['119 999 ms', CANCEL_WINDOW_MS - 1, true],
    ['120 000 ms', CANCEL_WINDOW_MS, false],
    ['120 001 ms', CANCEL_WINDOW_MS + 1, false],
  ])('cancel %s after creation -> %s', (_, elapsed, cancel) => {
    expect(requesterActions(makeDemand({ created_at: ago(elapsed) }), NOW).cancel).toBe(cancel);
    expect(isWithinCancelWindow(ago(elapsed), NOW.getTime())).toBe(cancel);
  });

  it.each<DemandStatus>(['ASSIGNED', 'COMPLETED', 'PAID', 'ANNULLED', 'EXPIRED'])(
    'never cancels a %s demand, even within the window',
    (status) => {
      expect(requesterActions(makeDemand({ status, created_at: RECENT }), NOW).cancel).toBe(false);
    },
  );

  it('no longer cancels an old PENDING demand', () => {
    expect(requesterActions(makeDemand({ created_at: OLD }), NOW).cancel).toBe(false);
  });

  it.each<[boolean, boolean, RequesterActions['stopDelay'], boolean]>([
    [false, false, 'hidden', false],
    [false, true, 'hidden', false],
    [true, true, 'enabled', true],
    [true, false, 'disabled', true],
  ])('can_be_delayed %s, is_delayed %s -> stopDelay %s, notice %s', (can, is, stop, notice) => {
    const actions = requesterActions(
      makeDemand({ can_be_delayed: can, is_delayed: is, created_at: OLD }),
      NOW,
    );
    expect(actions.stopDelay).toBe(stop);
    expect(actions.delayNotice).toBe(notice);
  });
});

describe('candidateActions', () => {
  type Row = [CandidateStatus, DemandStatus, CandidateActions];
  const act = (accept: boolean, call: boolean, del: boolean): CandidateActions => ({
    accept,
    reject: accept,
    call,
    delete: del,
  });
  // assigned_candidate is null: an ACCEPTED candidate of an assigned demand is its assignee.
  const rows: Row[] = [
    ['PENDING', 'PENDING', act(true, false, false)],
    ['PENDING', 'ASSIGNED', act(false, false, true)],
    ['PENDING', 'COMPLETED', act(false, false, true)],
    ['PENDING', 'PAID', act(false, false, true)],
    ['PENDING', 'ANNULLED', act(false, false, true)],
    ['PENDING', 'EXPIRED', act(false, false, true)],
    ['ACCEPTED', 'PENDING', act(false, false, false)],
    ['ACCEPTED', 'ASSIGNED', act(false, true, true)],
    ['ACCEPTED', 'COMPLETED', act(false, true, true)],
    ['ACCEPTED', 'PAID', act(false, true, true)],
    ['ACCEPTED', 'ANNULLED', act(false, false, true)],
    ['ACCEPTED', 'EXPIRED', act(false, false, true)],
    ['REJECTED', 'PENDING', act(false, false, true)],
    ['REJECTED', 'ASSIGNED', act(false, false, true)],
    ['REJECTED', 'COMPLETED', act(false, false, true)],
    ['REJECTED', 'PAID', act(false, false, true)],
    ['REJECTED', 'ANNULLED', act(false, false, true)],
    ['REJECTED', 'EXPIRED', act(false, false, true)],
    ['DEAD', 'PENDING', act(false, false, true)],
    ['DEAD', 'ASSIGNED', act(false, false, true)],
    ['DEAD', 'COMPLETED', act(false, false, true)],
    ['DEAD', 'PAID', act(false, false, true)],
    ['DEAD', 'ANNULLED', act(false, false, true)],
    ['DEAD', 'EXPIRED', act(false, false, true)],
  ];

  it('covers every combination', () => {
    expect(rows).toHaveLength(CANDIDATE_STATUSES.length * DEMAND_STATUSES.length);
  });

  it.each(rows)('candidate %s, demand %s -> %j', (status, demandStatus, actions) => {
    expect(candidateActions(makeInvitation({ status, demand: { status: demandStatus } }))).toEqual(
      actions,
    );
  });

  it.each(rows)('a deleted invitation (%s, %s) offers nothing', (status, demandStatus) => {
    const invitation = makeInvitation({ status, deleted: true, demand: { status: demandStatus } });
    expect(candidateActions(invitation)).toEqual(act(false, false, false));
  });

  it('does not offer the call when the demand went to another colleague', () => {
    const invitation = makeInvitation({
      id: 30,
      status: 'ACCEPTED',
      demand: { status: 'ASSIGNED', assigned_candidate: makeCandidate({ id: 31 }) },
    });
    expect(candidateActions(invitation).call).toBe(false);
  });
});

describe('assigneeActions', () => {
  it.each<[DemandStatus, boolean, boolean, boolean]>([
    ['ASSIGNED', true, true, false],
    ['COMPLETED', false, true, false],
    ['PAID', false, true, true],
    ['PENDING', false, false, false],
    ['ANNULLED', false, false, false],
    ['EXPIRED', false, false, false],
  ])('%s -> conclude %s, call %s, delete %s', (status, conclude, call, del) => {
    expect(assigneeActions(makeDemand({ status }))).toEqual({ conclude, call, delete: del });
  });

  it.each(DEMAND_STATUSES)('a deleted %s demand offers nothing', (status) => {
    expect(assigneeActions(makeDemand({ status, deleted: true }))).toEqual({
      conclude: false,
      call: false,
      delete: false,
    });
  });
});

describe('canAssign', () => {
  const rows = DEMAND_STATUSES.flatMap((demand) =>
    CANDIDATE_STATUSES.map(
      (candidate) => [demand, candidate, demand === 'PENDING' && candidate === 'ACCEPTED'] as const,
    ),
  );

  it.each(rows)('demand %s, candidate %s -> %s', (status, candidateStatus, expected) => {
    expect(canAssign(makeDemand({ status }), makeCandidate({ status: candidateStatus }))).toBe(
      expected,
    );
  });

  it('refuses deleted demands and candidates', () => {
    const candidate = makeCandidate({ status: 'ACCEPTED' });
    expect(canAssign(makeDemand({ deleted: true }), candidate)).toBe(false);
    expect(canAssign(makeDemand(), { ...candidate, deleted: true })).toBe(false);
  });
});
