import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startSession } from '@/features/auth';
import { App } from './app';
import './styles/global.css';

// Restore the stored session before the first render, so the header starts in the right state; an expired
// access token gets one refresh first (guarded pages wait for it).
void startSession();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
