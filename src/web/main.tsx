import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Prerendered pages arrive with markup to hydrate; the plain shell starts empty.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
