// Runs in a worker: see warm-intl.ts.
new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(1);
new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(0);
postMessage('warm');
