import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ServiceWorkerUpdates } from './components/service-worker-updates';
import { startProductAnalytics } from './lib/analytics/app-analytics';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';
import './styles.css';

const router = createAppRouter({ queryClient: createQueryClient() });
startProductAnalytics(router);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <RouterProvider router={router} />
    <ServiceWorkerUpdates />
  </StrictMode>,
);
