// Downloads open in a new tab (the signed URL arrives after the click): the documents of cases and the standing documents.
/**
 * Open a short-lived download URL in a new tab. The tab is opened at once (inside the click, so no
 * pop-up blocker stops it) and pointed at the URL when it arrives; closed again on failure.
 */
export async function openInNewTab(getUrl: () => Promise<string>): Promise<void> {
  const tab = typeof window !== "undefined" ? window.open("about:blank", "_blank") : null;
  if (tab) tab.opener = null;
  try {
    const url = await getUrl();
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (err) {
    tab?.close();
    throw err;
  }
}
