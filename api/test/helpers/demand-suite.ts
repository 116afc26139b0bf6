import {
  DAVIDE,
  FRANCESCA,
  GIULIA,
  LUCA,
  candidateIdFor,
  demandBody,
  officeId,
} from './activities';
import type { ServerOptions } from './server';
import { setupTestServer, setupTokens } from './suite';

/**
 * The frame of the activities-*.test.ts suites: setupTestServer, Giulia's and Luca's session keys,
 * the Tribunale di Roma (where Giulia's demands take place) and the calls that make a demand.
 */
export function setupDemandSuite(options: ServerOptions = {}) {
  const { server, api } = setupTestServer(options);
  const tokens = setupTokens(server, { giulia: GIULIA, luca: LUCA });
  const seeded = { tribunaleRoma: 0 };
  beforeAll(async () => {
    seeded.tribunaleRoma = await officeId(server, 'Tribunale di Roma');
  });

  /** A demand at the Tribunale di Roma (Giulia's unless another token is given); 201 or throws. */
  async function create(overrides: object = {}, token = tokens.giulia) {
    const res = await api('demands/', {
      token,
      body: demandBody(server, seeded.tribunaleRoma, overrides),
    });
    if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  /** A fresh demand of Giulia in Roma and the invitation id of each Roma colleague. */
  async function setup(overrides: object = {}) {
    const demand = await create(overrides);
    return {
      demand,
      luca: await candidateIdFor(server, demand.id, LUCA),
      francesca: await candidateIdFor(server, demand.id, FRANCESCA),
      davide: await candidateIdFor(server, demand.id, DAVIDE),
    };
  }

  /** An invitation as its colleague sees it (Luca's unless another token is given). */
  const invitation = (id: number, token = tokens.luca) =>
    api(`invitations/received/${id}/`, { token });

  return { server, api, tokens, seeded, create, setup, invitation };
}
