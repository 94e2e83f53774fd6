import { Compass, Flag, House, type LucideIcon, Route as RouteIcon, ShieldCheck, Users } from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  adminOnly?: boolean;
}

/** The icon rail and the drawer (spec section 2); Admin only for admins. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'My Lie', to: '/my-lie', icon: Flag },
  { label: 'Community', to: '/community', icon: Users },
  { label: 'Explore', to: '/explore', icon: Compass },
  { label: 'Trip planner', to: '/trip-planner', icon: RouteIcon },
  { label: 'Admin', to: '/admin', icon: ShieldCheck, adminOnly: true },
];

export const HOME_ITEM: NavItem = { label: 'Home', to: '/', icon: House };
