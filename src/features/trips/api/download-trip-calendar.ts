/**
 * `GET /api/lists/trip/{id}/calendar.ics`: the calendar file, fetched with the golfer's token (a private trip) and handed to the browser as
 * a download, under the file name the server gives it.
 */
export async function downloadTripCalendar(id: string, token: string | null): Promise<void> {
  const res = await fetch(`/api/lists/trip/${encodeURIComponent(id)}/calendar.ics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error('The calendar file could not be made. Try again.');
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'trip.ics';
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
