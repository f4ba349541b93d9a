// The demo institution's sign-in. main.ts prints these; tests and the e2e harness use them.
import type { Role } from '../db/schema';

export interface DemoUser {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly roles: readonly Role[];
  readonly landingPage: string;
}

export const DEMO_TRADER: DemoUser = {
  email: 'trader@demo.desk',
  password: 'Trader-Demo-2026!',
  firstName: 'Tara',
  lastName: 'Trader',
  roles: ['trader'],
  landingPage: '/trading/rfq',
};

export const DEMO_APPROVER: DemoUser = {
  email: 'approver@demo.desk',
  password: 'Approver-Demo-2026!',
  firstName: 'Avery',
  lastName: 'Approver',
  roles: ['approver'],
  landingPage: '/portfolio/balances',
};

export const DEMO_ADMIN: DemoUser = {
  email: 'admin@demo.desk',
  password: 'Admin-Demo-2026!',
  firstName: 'Adrian',
  lastName: 'Admin',
  roles: ['admin'],
  landingPage: '/admin/settings',
};

export const DEMO_USERS: readonly DemoUser[] = [DEMO_TRADER, DEMO_APPROVER, DEMO_ADMIN];

export const DEMO_ROOT_CUSTOMER = 'Northwind Capital';
export const DEMO_ENTITY_US = 'Northwind Capital LLC';
export const DEMO_ENTITY_INTL = 'Northwind Digital Ltd';
