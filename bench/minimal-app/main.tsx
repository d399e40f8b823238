/**
 * The yardstick of the bundle budget: the smallest useful react-admin app, one resource with a
 * guessed list, a login page and an in-memory data provider.
 */
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource, type AuthProvider, type DataProvider } from 'react-admin';

const rows = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, number: String(i + 1), description: 'Inside', active: true }));
const dataProvider = {
  getList: async () => ({ data: rows, total: rows.length }),
  getOne: async (_r: string, p: { id: unknown }) => ({ data: rows.find((r) => r.id === Number(p.id))! }),
  getMany: async () => ({ data: rows }),
  getManyReference: async () => ({ data: rows, total: rows.length }),
  create: async (_r: string, p: { data: object }) => ({ data: { ...p.data, id: 99 } }),
  update: async (_r: string, p: { data: object }) => ({ data: p.data }),
  updateMany: async () => ({ data: [] }),
  delete: async (_r: string, p: { previousData: object }) => ({ data: p.previousData }),
  deleteMany: async () => ({ data: [] }),
} as unknown as DataProvider;
const authProvider: AuthProvider = {
  login: async () => localStorage.setItem('user', '1'),
  logout: async () => localStorage.removeItem('user'),
  checkAuth: async () => {
    if (!localStorage.getItem('user')) throw new Error('not logged in');
  },
  checkError: async () => undefined,
  getPermissions: async () => undefined,
};

createRoot(document.getElementById('root')!).render(
  <Admin disableTelemetry dataProvider={dataProvider} authProvider={authProvider}>
    <Resource name="table" list={ListGuesser} />
  </Admin>,
);
