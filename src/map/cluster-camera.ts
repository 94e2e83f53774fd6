/**
 * Where a click on a cluster bubble takes the map (issue 32: one zoom a click, nine clicks from the
 * world to St Andrews). The bubble's courses are fitted into the part of the map the overlays leave
 * free, so a click shows them spread out; never short of the zoom where the bubble splits
 * (supercluster's expansion zoom, from the server), and never past the basemap's detail unless the
 * bubble only splits there. Where even the split zoom cannot hold them all (a bubble drawn from a
 * long chain of courses), the map goes to that zoom around the bubble, as supercluster's own
 * examples do.
 */
export interface ClusterTarget {
  lng: number;
  lat: number;
  expansionZoom: number;
}

export interface Camera {
  lng: number;
  lat: number;
  zoom: number;
}

/**
 * `fit`: the camera that fits the bubble's courses (null when there is none); `detail`: the
 * deepest zoom the drawn basemap has detail for.
 */
export function clusterClickCamera(cluster: ClusterTarget, fit: Camera | null, detail: number): Camera {
  if (!fit || !(fit.zoom > cluster.expansionZoom)) return { lng: cluster.lng, lat: cluster.lat, zoom: cluster.expansionZoom };
  return { lng: fit.lng, lat: fit.lat, zoom: Math.max(cluster.expansionZoom, Math.min(fit.zoom, detail)) };
}
