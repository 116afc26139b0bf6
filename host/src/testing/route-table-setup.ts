// Every host test starts with the route table of this repository's remotes (jest.config.cjs).
import { setRouteTable } from '../app/routing/route-table';
import { repositoryRouteTable } from './remote-declarations';

const table = repositoryRouteTable();

beforeEach(() => {
  setRouteTable(table);
});
