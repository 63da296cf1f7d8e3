/** The customer navigation of the header (spec "Header"); Cart has its own badge link. */
export const NAV_ITEMS = [
  { to: '/home', label: 'Home' },
  { to: '/products', label: 'Products' },
  { to: '/vaccination', label: 'Vaccination' },
  { to: '/aboutus', label: 'About Us' },
] as const;
