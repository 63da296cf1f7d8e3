/** The customer navigation of the header (spec "Header"); Cart has its own badge link. Labels: layout keys. */
export const NAV_ITEMS = [
  { to: '/home', label: 'nav.home' },
  { to: '/products', label: 'nav.products' },
  { to: '/vaccination', label: 'nav.vaccination' },
  { to: '/aboutus', label: 'nav.aboutUs' },
] as const;
