import type { ThemeConfig } from 'antd';

/** Warm saffron-terracotta brand with a Himalayan teal accent. Mirrored as CSS variables in global.css. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#c2551f',
    colorInfo: '#1f6f68',
    colorSuccess: '#2f8f46',
    colorWarning: '#d98e04',
    colorError: '#c2362b',
    colorLink: '#a8441a',
    colorTextBase: '#2b211c',
    colorBgLayout: '#fffaf5',
    borderRadius: 10,
    fontFamily:
      "'Nunito', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    fontSize: 15,
  },
  components: {
    Layout: { headerBg: '#ffffff', footerBg: '#2b211c', bodyBg: '#fffaf5', headerPadding: '0 24px' },
    Button: { fontWeight: 600 },
  },
};
