/** Loads Google Tag Manager and gtag.js once the page has settled, with no inline script. */
const GTM_ORIGIN = 'https://www.googletagmanager.com';

type DataLayerWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

function addScript(src: string, doc: Document) {
  if (doc.querySelector(`script[src="${src}"]`)) return;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.append(script);
}

export function loadTagManager(id: string, win: DataLayerWindow = window) {
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  addScript(`${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`, win.document);
}

export function loadWebAnalytics(id: string, win: DataLayerWindow = window) {
  const layer = (win.dataLayer = win.dataLayer ?? []);
  win.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js needs the Arguments object itself
    layer.push(arguments);
  };
  win.gtag('js', new Date());
  win.gtag('config', id);
  addScript(`${GTM_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`, win.document);
}
