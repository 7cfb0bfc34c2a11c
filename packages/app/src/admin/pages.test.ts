import { privilegeIds } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { adminHome, adminMenu, adminPages, adminPath, mayOpen, type AdminPage } from './pages.ts';

const everything = { role: 'mdl', privileges: privilegeIds } as const;
const labels = (menu: ReturnType<typeof adminMenu>) =>
  menu.flatMap((section) => section.links.map((l) => l.label));

describe('mayOpen', () => {
  it('opens a screen only with its privilege', () => {
    expect(mayOpen(adminPages.clients, { role: 'dl', privileges: [4] })).toBe(true);
    expect(mayOpen(adminPages.clients, { role: 'dl', privileges: [5] })).toBe(false);
    expect(mayOpen(adminPages.changePassword, { role: 'dl', privileges: [] })).toBe(true);
  });

  it('keeps the sports administration to admin and sadmin, and every screen from players', () => {
    const sportsList: AdminPage = {
      path: 'sports-list',
      label: 'Sports',
      section: 'Sports',
      sportsAdmin: true,
    };
    expect(mayOpen(sportsList, { role: 'sadmin', privileges: [] })).toBe(true);
    expect(mayOpen(sportsList, everything)).toBe(false);
    expect(mayOpen(adminPages.changePassword, { role: 'user', privileges: privilegeIds })).toBe(false);
  });

  it('keeps the platform-wide catalogue to the Super Admin, and an Admin to its messages', () => {
    const labelAdmin = { role: 'sadmin', privileges: privilegeIds } as const;
    expect(mayOpen(adminPages.activeMatches, labelAdmin)).toBe(false);
    expect(mayOpen(adminPages.sportsList, labelAdmin)).toBe(false);
    expect(mayOpen(adminPages.activeMarkets, labelAdmin)).toBe(false);
    expect(mayOpen(adminPages.messages, labelAdmin)).toBe(true);
    expect(mayOpen(adminPages.activeMatches, { role: 'admin', privileges: [16] })).toBe(true);
    // A Super Admin login account without Events does not see it either.
    expect(mayOpen(adminPages.activeMatches, { role: 'admin', privileges: [1] })).toBe(false);
  });

  it("keeps the lottery list to the Super Admin with Our Casino, as the server's lottery calls", () => {
    expect(mayOpen(adminPages.lottery, { role: 'admin', privileges: [15] })).toBe(true);
    expect(mayOpen(adminPages.lottery, { role: 'admin', privileges: [16] })).toBe(false);
    expect(mayOpen(adminPages.lottery, { role: 'sadmin', privileges: privilegeIds })).toBe(false);
  });
});

describe('adminMenu', () => {
  it('lists only what the operator may open, in sections', () => {
    const menu = adminMenu({ role: 'dl', privileges: [4, 10] });
    expect(menu.map((section) => section.title)).toEqual(['Clients', 'Reports', 'Account']);
    expect(labels(menu)).toEqual([
      'Client List',
      'Client Balances',
      'Current Bets',
      'General Report',
      'Secure Auth',
      'Change Password',
    ]);
    expect(labels(adminMenu(everything))).toContain('Market Analysis');
    // A match's book and a sport's series open from another screen, never from the menu.
    expect(labels(adminMenu({ role: 'admin', privileges: privilegeIds }))).not.toContain('Match Book');
    expect(labels(adminMenu({ role: 'admin', privileges: privilegeIds }))).toContain('Active Matches');
    expect(labels(adminMenu({ role: 'sadmin', privileges: privilegeIds }))).not.toContain('Active Matches');
    expect(labels(adminMenu({ role: 'dl', privileges: [10] }))).not.toContain('General Report');
  });
});

describe('the casino pages', () => {
  it('open with the privileges spec 3 names, the enable switch only for the Super Admin', () => {
    expect(labels(adminMenu({ role: 'mdl', privileges: [13, 14, 15] }))).toEqual([
      'Our Casino',
      'Casino Result',
      'Game Reports',
      'Secure Auth',
      'Change Password',
    ]);
    expect(adminMenu({ role: 'mdl', privileges: [15] }).map((section) => section.title)).toEqual([
      'Casino',
      'Account',
    ]);
    expect(mayOpen(adminPages.casinoTable, { role: 'dl', privileges: [15] })).toBe(true);
    expect(mayOpen(adminPages.casinoTable, { role: 'dl', privileges: [13, 14] })).toBe(false);
    expect(mayOpen(adminPages.casinoList, { role: 'sadmin', privileges: privilegeIds })).toBe(false);
    expect(labels(adminMenu({ role: 'admin', privileges: privilegeIds }))).toContain('Casino List');
    expect(labels(adminMenu({ role: 'admin', privileges: privilegeIds }))).not.toContain('Casino Table');
  });
});

describe('adminHome and adminPath', () => {
  it('starts on market analysis, else on the first screen the operator may open', () => {
    expect(adminHome(everything)).toBe('/admin/market-analysis');
    expect(adminHome({ role: 'dl', privileges: [10] })).toBe('/admin/unsettledbet');
    expect(adminHome({ role: 'dl', privileges: [] })).toBe('/admin/secureauth');
  });

  it('prefixes links with /admin', () => {
    expect(adminPath('list-clients/Agent')).toBe('/admin/list-clients/Agent');
    expect(adminPath('/userlock')).toBe('/admin/userlock');
  });
});
