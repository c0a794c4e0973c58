//! Geography: validated points, haversine distance and the fixed latitude /
//! longitude grid the index uses to prune candidates before the exact
//! distance check.

use std::fmt;

/// Mean Earth radius (IUGG), in meters.
pub const EARTH_RADIUS_M: f64 = 6_371_008.8;

/// Meters per degree of latitude (on the mean sphere).
const METERS_PER_DEGREE: f64 = EARTH_RADIUS_M * std::f64::consts::PI / 180.0;

/// A coordinate pair known to be finite and in range.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GeoPoint {
    lat: f64,
    lng: f64,
}

/// A coordinate pair that is not a point on Earth.
#[derive(Debug, Clone, Copy, PartialEq, thiserror::Error)]
#[error("coordinates ({lat}, {lng}) are not a valid latitude/longitude pair")]
pub struct InvalidCoordinates {
    pub lat: f64,
    pub lng: f64,
}

impl GeoPoint {
    pub fn new(lat: f64, lng: f64) -> Result<GeoPoint, InvalidCoordinates> {
        let valid = lat.is_finite()
            && lng.is_finite()
            && (-90.0..=90.0).contains(&lat)
            && (-180.0..=180.0).contains(&lng);
        if valid {
            Ok(GeoPoint { lat, lng })
        } else {
            Err(InvalidCoordinates { lat, lng })
        }
    }

    pub fn lat(self) -> f64 {
        self.lat
    }

    pub fn lng(self) -> f64 {
        self.lng
    }

    /// Great-circle distance in meters (haversine on the mean sphere).
    pub fn distance_m(self, other: GeoPoint) -> f64 {
        haversine_m(self.lat, self.lng, other.lat, other.lng)
    }
}

impl fmt::Display for GeoPoint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.lat, self.lng)
    }
}

/// Haversine distance in meters between two coordinate pairs in degrees.
pub fn haversine_m(lat1: f64, lng1: f64, lat2: f64, lng2: f64) -> f64 {
    haversine_from(lat1, lat1.to_radians().cos(), lng1, lat2, lng2)
}

/// [`haversine_m`] with the first point's cosine of latitude given.
fn haversine_from(lat1: f64, cos_phi1: f64, lng1: f64, lat2: f64, lng2: f64) -> f64 {
    haversine_with_cosines(lat1, cos_phi1, lng1, lat2, cos_latitude(lat2), lng2)
}

/// The cosine of a latitude in degrees, as [`haversine_m`] computes it: a
/// place's may be computed once and kept ([`Circle::distance_within_cos`]).
pub fn cos_latitude(lat: f64) -> f64 {
    lat.to_radians().cos()
}

/// [`haversine_m`] with both points' cosines of latitude given.
fn haversine_with_cosines(
    lat1: f64,
    cos_phi1: f64,
    lng1: f64,
    lat2: f64,
    cos_phi2: f64,
    lng2: f64,
) -> f64 {
    let d_phi = (lat2 - lat1).to_radians();
    let d_lambda = (lng2 - lng1).to_radians();
    let a = (d_phi / 2.0).sin().powi(2) + cos_phi1 * cos_phi2 * (d_lambda / 2.0).sin().powi(2);
    2.0 * EARTH_RADIUS_M * a.sqrt().min(1.0).asin()
}

/// A radius around a point, prepared once for testing many places: the
/// centre's cosine is computed once, and a place further north or south
/// than the radius (a great-circle distance is never shorter than the
/// latitude difference along a meridian), or further east or west than
/// the circle's bounding box, is refused without any trigonometry.
/// Distances are bit-for-bit those of [`haversine_m`].
#[derive(Debug, Clone, Copy)]
pub struct Circle {
    center: GeoPoint,
    radius_m: f64,
    cos_center_lat: f64,
    /// Latitude differences beyond this (degrees) are outside, with a
    /// margin far above rounding error so no place inside is ever refused.
    max_lat_delta: f64,
    /// Longitudes outside this range are outside: the bounding box's, or
    /// every longitude when the box reaches a pole or the antimeridian.
    lng_min: f64,
    lng_max: f64,
    /// The haversine's inner term at or under which a place is surely
    /// inside, and above which it is surely outside: the term is monotone
    /// in the distance, and both thresholds stand off the radius's own
    /// term by a margin far above every rounding error, so only a place in
    /// the thin band between them needs the exact distance to decide.
    inner_inside: f64,
    inner_outside: f64,
    /// What the inner term computed without sines may exceed the real one
    /// by, at most, over the circle's box (a factor; 0 when the box is too
    /// wide for the bound, which then never refuses a place).
    inner_shrink: f64,
}

impl Circle {
    pub fn new(center: GeoPoint, radius_m: f64) -> Circle {
        let mut circle = Circle {
            center,
            radius_m,
            cos_center_lat: cos_latitude(center.lat),
            max_lat_delta: radius_m / METERS_PER_DEGREE * (1.0 + 1e-9) + 1e-9,
            lng_min: f64::NEG_INFINITY,
            lng_max: f64::INFINITY,
            inner_inside: 0.0,
            inner_outside: f64::INFINITY,
            inner_shrink: 0.0,
        };
        if let Some((_, _, lng_min, lng_max)) = circle.bounding_box() {
            circle.lng_min = lng_min;
            circle.lng_max = lng_max;
        }
        // The radius's inner term, sin^2(r / 2R), for radii under a quarter
        // of the globe (beyond, only the exact distance decides).
        let half_angle = radius_m / (2.0 * EARTH_RADIUS_M);
        if half_angle.is_finite() && (0.0..1.0).contains(&half_angle) {
            let inner = half_angle.sin().powi(2);
            circle.inner_inside = inner * (1.0 - INNER_MARGIN);
            circle.inner_outside = inner * (1.0 + INNER_MARGIN);
        }
        // sin(x)^2 >= x^2 (1 - x^2 / 3): the largest half-angle differences
        // of the box bound how far the sine-free term overshoots.
        let half_lat = (circle.max_lat_delta / 2.0).to_radians();
        let half_lng = ((circle.lng_max - circle.lng_min) / 4.0).to_radians();
        let widest = half_lat.max(half_lng);
        if widest.is_finite() && widest < 0.5 {
            circle.inner_shrink = (1.0 - widest * widest / 3.0) * (1.0 - ROUNDING_MARGIN);
        }
        circle
    }

    pub fn radius_m(&self) -> f64 {
        self.radius_m
    }

    /// The distance to a place when it is inside the circle.
    pub fn distance_within(&self, lat: f64, lng: f64) -> Option<f64> {
        if !self.in_box(lat, lng) {
            return None;
        }
        self.distance_within_cos(lat, lng, cos_latitude(lat))
    }

    /// [`Circle::distance_within`] with the place's [`cos_latitude`]
    /// given: bit for bit the same distance, one cosine fewer for a place
    /// that keeps its own.
    pub fn distance_within_cos(&self, lat: f64, lng: f64, cos_lat: f64) -> Option<f64> {
        if !self.in_box(lat, lng) {
            return None;
        }
        let distance = self.distance_cos(lat, lng, cos_lat);
        (distance <= self.radius_m).then_some(distance)
    }

    /// [`Circle::distance_within_cos`] without its trigonometry where it
    /// can: `None` outside, else a floor of the distance (never above what
    /// [`Circle::distance_cos`] gives; the distance itself when deciding
    /// needed it). The haversine's inner term with each sine replaced by
    /// its angle bounds the real term from above, and, over the circle's
    /// box, from below within a known factor; both are compared with the
    /// radius's term, so the answer is exactly the haversine's.
    pub fn distance_floor_within_cos(&self, lat: f64, lng: f64, cos_lat: f64) -> Option<f64> {
        if !self.in_box(lat, lng) {
            return None;
        }
        let half_lat = (lat - self.center.lat).to_radians() / 2.0;
        let half_lng = (lng - self.center.lng).to_radians() / 2.0;
        let above = half_lat * half_lat + self.cos_center_lat * cos_lat * (half_lng * half_lng);
        let below = above * self.inner_shrink;
        if below > self.inner_outside {
            return None;
        }
        if above * (1.0 + ROUNDING_MARGIN) >= self.inner_inside {
            return self.distance_within_cos(lat, lng, cos_lat);
        }
        // asin(x) >= x: the distance is at least 2R sqrt(inner term).
        Some(2.0 * EARTH_RADIUS_M * below.sqrt().min(1.0) * (1.0 - ROUNDING_MARGIN))
    }

    /// What [`Circle::box_side`] needs of a band of latitudes: computed
    /// once for the boxes of one band (a grid row), so each box costs no
    /// trigonometry.
    pub(crate) fn band(&self, lat_lo: f64, lat_hi: f64) -> Band {
        let lat = self.center.lat;
        // The cosine falls away from the equator: the band's largest is at
        // its latitude nearest the equator, its smallest at the farthest.
        let (cos_high, cos_low) = if lat_lo <= 0.0 && lat_hi >= 0.0 {
            (1.0, cos_latitude(lat_lo.abs().max(lat_hi.abs())))
        } else {
            let (near, far) = if lat_lo > 0.0 {
                (lat_lo, lat_hi)
            } else {
                (-lat_hi, -lat_lo)
            };
            (cos_latitude(near), cos_latitude(far))
        };
        Band {
            d_lat_least: nearest(lat_lo, lat_hi, lat),
            d_lat_most: farthest(lat_lo, lat_hi, lat),
            cos_high,
            cos_low,
            outside: lat_hi < lat - self.max_lat_delta || lat_lo > lat + self.max_lat_delta,
        }
    }

    /// Where the box of a band and a longitude range lies against the
    /// circle, for every place in it as [`Circle::distance_floor_within_cos`]
    /// would decide: surely inside, surely outside, or either (each place
    /// must be tested). With it, a floor of the distance of any place of
    /// the box that is inside the circle. The same sine-free terms as the
    /// place test, taken at the box's nearest and farthest corners, with a
    /// margin far above the rounding that separates a place's terms from
    /// its box's.
    pub(crate) fn box_side(&self, band: &Band, lng_lo: f64, lng_hi: f64) -> BoxSide {
        if band.outside || lng_hi < self.lng_min || lng_lo > self.lng_max {
            return BoxSide::Outside;
        }
        let lng = self.center.lng;
        let term = |d_lat: f64, d_lng: f64, cos: f64| {
            let half_lat = d_lat.to_radians() / 2.0;
            let half_lng = d_lng.to_radians() / 2.0;
            half_lat * half_lat + self.cos_center_lat * cos * (half_lng * half_lng)
        };
        let above_least =
            term(band.d_lat_least, nearest(lng_lo, lng_hi, lng), band.cos_low) * (1.0 - BOX_MARGIN);
        let below_least = above_least * self.inner_shrink;
        if below_least > self.inner_outside {
            return BoxSide::Outside;
        }
        // asin(x) >= x, as for a place's floor.
        let floor_m = 2.0 * EARTH_RADIUS_M * below_least.sqrt().min(1.0) * (1.0 - BOX_MARGIN);
        let above_most = term(
            band.d_lat_most,
            farthest(lng_lo, lng_hi, lng),
            band.cos_high,
        ) * (1.0 + BOX_MARGIN);
        if above_most < self.inner_inside {
            BoxSide::Inside { floor_m }
        } else {
            BoxSide::Crossing { floor_m }
        }
    }

    /// The distance to a place given its [`cos_latitude`], bit for bit
    /// that of [`haversine_m`], whether inside or not.
    pub fn distance_cos(&self, lat: f64, lng: f64, cos_lat: f64) -> f64 {
        haversine_with_cosines(
            self.center.lat,
            self.cos_center_lat,
            self.center.lng,
            lat,
            cos_lat,
            lng,
        )
    }

    /// Inside the circle's latitude band and longitude range (see the
    /// type's documentation): the places worth any trigonometry.
    fn in_box(&self, lat: f64, lng: f64) -> bool {
        (lat - self.center.lat).abs() <= self.max_lat_delta
            && lng >= self.lng_min
            && lng <= self.lng_max
    }

    /// A box holding every point of the circle: (lat_min, lat_max, lng_min,
    /// lng_max) in degrees, widened by a margin far above rounding error;
    /// `None` when it reaches a pole's neighbourhood or crosses the
    /// antimeridian. The same box [`covering_cells`] covers.
    pub fn bounding_box(&self) -> Option<(f64, f64, f64, f64)> {
        const MARGIN_DEG: f64 = 1e-6;
        let d_lat = self.radius_m / METERS_PER_DEGREE + MARGIN_DEG;
        let lat_min = self.center.lat - d_lat;
        let lat_max = self.center.lat + d_lat;
        if lat_min <= -89.0 || lat_max >= 89.0 {
            return None;
        }
        let widest_cos = lat_min.abs().max(lat_max.abs()).to_radians().cos();
        let d_lng = d_lat / widest_cos + MARGIN_DEG;
        let (lng_min, lng_max) = (self.center.lng - d_lng, self.center.lng + d_lng);
        (lng_min >= -180.0 && lng_max <= 180.0).then_some((lat_min, lat_max, lng_min, lng_max))
    }
}

/// A band of latitudes as [`Circle::box_side`] reads it: its nearest and
/// farthest latitude differences from the centre, its largest and
/// smallest cosines, and whether it lies outside the circle's band.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Band {
    d_lat_least: f64,
    d_lat_most: f64,
    cos_high: f64,
    cos_low: f64,
    outside: bool,
}

/// The least difference between `at` and a value of `lo..=hi`.
fn nearest(lo: f64, hi: f64, at: f64) -> f64 {
    if at < lo {
        lo - at
    } else if at > hi {
        at - hi
    } else {
        0.0
    }
}

/// The greatest difference between `at` and a value of `lo..=hi`.
fn farthest(lo: f64, hi: f64, at: f64) -> f64 {
    (at - lo).abs().max((hi - at).abs())
}

/// Where a box of places lies against a [`Circle`] ([`Circle::box_side`]),
/// with a floor of the distance of its places inside.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum BoxSide {
    Inside { floor_m: f64 },
    Outside,
    Crossing { floor_m: f64 },
}

/// A relative allowance between a box's sine-free terms and its places':
/// the few roundings apart and a cosine's last bits, far above them.
const BOX_MARGIN: f64 = 1e-6;

/// How far the inside and outside thresholds of a [`Circle`] stand off
/// the radius's inner term (relative): far above the rounding of the
/// haversine, its sine, square root and arcsine, and still a band of
/// well under a millimetre at any radius the service takes.
const INNER_MARGIN: f64 = 1e-9;

/// A relative allowance for the rounding of the few operations the
/// sine-free bounds take, far above it.
const ROUNDING_MARGIN: f64 = 1e-12;

/// A Z-order (Morton) key of a point: nearby points get nearby keys, so
/// documents added in key order sit in few contiguous doc-id ranges per area
/// and a radius query touches few posting blocks.
pub fn spatial_key(point: GeoPoint) -> u64 {
    fn spread(mut v: u64) -> u64 {
        v &= 0xFFFF_FFFF;
        v = (v | (v << 16)) & 0x0000_FFFF_0000_FFFF;
        v = (v | (v << 8)) & 0x00FF_00FF_00FF_00FF;
        v = (v | (v << 4)) & 0x0F0F_0F0F_0F0F_0F0F;
        v = (v | (v << 2)) & 0x3333_3333_3333_3333;
        (v | (v << 1)) & 0x5555_5555_5555_5555
    }
    // Validated degrees map into 0..=u32::MAX.
    let row = ((point.lat + 90.0) / 180.0 * f64::from(u32::MAX)) as u64;
    let column = ((point.lng + 180.0) / 360.0 * f64::from(u32::MAX)) as u64;
    (spread(row) << 1) | spread(column)
}

/// Cell sizes of the grid levels, in degrees, finest first. Every point is
/// indexed in one cell of every level; a query picks the finest level whose
/// cells are large enough that its bounding box spans only a few of them.
pub const GRID_LEVELS_DEG: [f64; 5] = [0.0025, 0.01, 0.04, 0.16, 0.64];

/// The term every document with coordinates carries, used when a query's
/// bounding box cannot be expressed as a handful of cells (near the poles).
pub const ANY_CELL: &str = "any";

/// A query bounding box above this many cells falls back to [`ANY_CELL`].
const MAX_QUERY_CELLS: usize = 64;

fn cell_index(value: f64, offset: f64, size: f64) -> i64 {
    // Values are validated degrees, so the quotient is small and finite.
    ((value + offset) / size).floor() as i64
}

fn columns(size: f64) -> i64 {
    (360.0 / size).ceil() as i64
}

fn cell_term(level: usize, row: i64, column: i64) -> String {
    format!("{level}:{row}:{column}")
}

/// The grid terms of one indexed point: one cell per level, plus [`ANY_CELL`].
pub fn cell_terms(point: GeoPoint) -> Vec<String> {
    let mut terms = Vec::with_capacity(GRID_LEVELS_DEG.len() + 1);
    for (level, size) in GRID_LEVELS_DEG.iter().enumerate() {
        let row = cell_index(point.lat, 90.0, *size);
        let column = cell_index(point.lng, 180.0, *size).rem_euclid(columns(*size));
        terms.push(cell_term(level, row, column));
    }
    terms.push(ANY_CELL.to_owned());
    terms
}

/// The grid terms whose union covers every point within `radius_m` of
/// `center` (a superset: the exact haversine check follows).
pub fn covering_cells(center: GeoPoint, radius_m: f64) -> Vec<String> {
    let d_lat = radius_m / METERS_PER_DEGREE;
    let lat_min = center.lat - d_lat;
    let lat_max = center.lat + d_lat;
    if lat_min <= -89.0 || lat_max >= 89.0 {
        return vec![ANY_CELL.to_owned()];
    }
    // The widest longitude span of the box is at the latitude nearest a pole.
    let widest_cos = lat_min.abs().max(lat_max.abs()).to_radians().cos();
    let d_lng = d_lat / widest_cos;
    if d_lng >= 180.0 {
        return vec![ANY_CELL.to_owned()];
    }
    for (level, size) in GRID_LEVELS_DEG.iter().enumerate() {
        let rows = cell_index(lat_min, 90.0, *size)..=cell_index(lat_max, 90.0, *size);
        let first_column = cell_index(center.lng - d_lng, 180.0, *size);
        let last_column = cell_index(center.lng + d_lng, 180.0, *size);
        let row_count = (rows.end() - rows.start() + 1) as usize;
        let column_count = (last_column - first_column + 1) as usize;
        if row_count * column_count > 16 && level + 1 < GRID_LEVELS_DEG.len() {
            continue;
        }
        if row_count * column_count > MAX_QUERY_CELLS {
            return vec![ANY_CELL.to_owned()];
        }
        let all_columns = columns(*size);
        let mut terms = Vec::with_capacity(row_count * column_count);
        for row in rows {
            for column in first_column..=last_column {
                terms.push(cell_term(level, row, column.rem_euclid(all_columns)));
            }
        }
        terms.sort();
        terms.dedup();
        return terms;
    }
    vec![ANY_CELL.to_owned()]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(lat: f64, lng: f64) -> GeoPoint {
        GeoPoint::new(lat, lng).unwrap()
    }

    #[test]
    fn invalid_coordinates_are_rejected() {
        for (lat, lng) in [
            (91.0, 0.0),
            (-90.5, 0.0),
            (0.0, 180.5),
            (f64::NAN, 0.0),
            (0.0, f64::INFINITY),
        ] {
            assert!(GeoPoint::new(lat, lng).is_err(), "{lat},{lng}");
        }
        assert!(GeoPoint::new(90.0, -180.0).is_ok());
    }

    #[test]
    fn a_circle_keeps_exactly_the_places_haversine_puts_inside() {
        let mut state = 0x5EED_u64;
        let mut unit = move || {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (state >> 11) as f64 / (1u64 << 53) as f64
        };
        let mut inside = 0;
        for (lat, lng, radius_m) in [
            (45.52, -122.68, 5_000.0),
            (-33.87, 151.21, 120.0),
            (89.99, 10.0, 2_000.0),
            (0.0, 179.999, 50_000.0),
            (70.0, 25.0, 30_000.0),
            (-60.0, -179.99, 10_000.0),
            (85.0, 0.0, 50_000.0),
            (37.77, -122.43, 1.0),
        ] {
            let circle = Circle::new(point(lat, lng), radius_m);
            let spread = radius_m / METERS_PER_DEGREE * 2.5;
            for _ in 0..20_000 {
                let (plat, plng) = (
                    (lat + (unit() - 0.5) * 2.0 * spread).clamp(-90.0, 90.0),
                    lng + (unit() - 0.5) * 2.0 * spread,
                );
                let exact = haversine_m(lat, lng, plat, plng);
                let expected = (exact <= radius_m).then_some(exact);
                assert_eq!(circle.distance_within(plat, plng), expected);
                assert_eq!(
                    circle.distance_within_cos(plat, plng, cos_latitude(plat)),
                    expected
                );
                let floor = circle.distance_floor_within_cos(plat, plng, cos_latitude(plat));
                assert_eq!(floor.is_some(), expected.is_some(), "{plat},{plng}");
                if let (Some(floor), Some(exact)) = (floor, expected) {
                    assert!(floor <= exact, "{floor} above {exact}");
                    if circle.bounding_box().is_some() {
                        assert!(floor >= exact * 0.999, "{floor} far under {exact}");
                    }
                    assert_eq!(circle.distance_cos(plat, plng, cos_latitude(plat)), exact);
                }
                inside += usize::from(expected.is_some());
            }
            // A place straight north at exactly the radius is inside.
            let edge = lat.min(89.0) + radius_m / METERS_PER_DEGREE;
            if edge < 90.0 {
                let exact = haversine_m(lat.min(89.0), lng, edge, lng);
                let circle = Circle::new(point(lat.min(89.0), lng), exact);
                assert_eq!(circle.distance_within(edge, lng), Some(exact));
            }
            // So is one due east or west at exactly the radius, across the
            // antimeridian too, and one just beyond it is not.
            for sign in [1.0, -1.0] {
                let degrees = radius_m / METERS_PER_DEGREE / lat.to_radians().cos().max(0.01);
                let mut east = lng + sign * degrees.min(170.0);
                if east > 180.0 {
                    east -= 360.0;
                } else if east < -180.0 {
                    east += 360.0;
                }
                let exact = haversine_m(lat, lng, lat, east);
                let circle = Circle::new(point(lat, lng), exact);
                assert_eq!(
                    circle.distance_within(lat, east),
                    Some(exact),
                    "{lat},{lng} to {east}"
                );
                let beyond = Circle::new(point(lat, lng), exact * (1.0 - 1e-6));
                assert_eq!(
                    beyond.distance_within(lat, east),
                    None,
                    "{lat},{lng} to {east}"
                );
            }
        }
        assert!(inside > 10_000, "the sample reaches inside: {inside}");
    }

    /// The longitude bound is the tight one due east or west, where the
    /// great circle bends poleward: a place there at exactly the radius is
    /// inside at every latitude and radius the box is made for.
    #[test]
    fn the_longitude_bound_never_refuses_a_place_inside() {
        for lat in (-85..=85).step_by(5).map(f64::from) {
            for radius_m in [1.0, 100.0, 5_000.0, 50_000.0, 200_000.0] {
                for sign in [1.0, -1.0] {
                    let degrees = radius_m / METERS_PER_DEGREE / lat.to_radians().cos();
                    let east = 10.0 + sign * degrees;
                    let exact = haversine_m(lat, 10.0, lat, east);
                    let circle = Circle::new(point(lat, 10.0), exact);
                    assert_eq!(
                        circle.distance_within(lat, east),
                        Some(exact),
                        "{lat}, {radius_m} m"
                    );
                    // Up to twice as far east, every place haversine puts
                    // inside is kept, whatever its latitude.
                    for step in 0..=40 {
                        let plng = 10.0 + sign * degrees * f64::from(step) / 20.0;
                        for dlat in [-0.5, -0.1, 0.0, 0.1, 0.5] {
                            let plat =
                                (lat + dlat * radius_m / METERS_PER_DEGREE).clamp(-90.0, 90.0);
                            let distance = haversine_m(lat, 10.0, plat, plng);
                            let expected = (distance <= exact).then_some(distance);
                            assert_eq!(circle.distance_within(plat, plng), expected);
                        }
                    }
                }
            }
        }
    }

    /// The sine-free test decides places a hair inside or outside the
    /// radius exactly as the haversine does, in every direction.
    /// Every box of grid cells around random circles: a box said inside
    /// holds only places the place test keeps, one said outside only
    /// places it refuses, and the floor never exceeds the distance of a
    /// place inside.
    #[test]
    fn a_boxs_side_is_what_the_place_test_says_of_each_of_its_places() {
        let mut state = 0x5EED_u64;
        let mut unit = move || {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            ((z ^ (z >> 31)) >> 11) as f64 / (1u64 << 53) as f64
        };
        let mut sides = [0usize; 3];
        for round in 0..60 {
            let lat = [45.52, 0.003, -70.0, 30.27, 61.2][round % 5] + unit() * 0.02;
            let lng = [-122.68, 0.0, 100.0, -97.74, 24.9][round % 5] + unit() * 0.02;
            let radius_m = [150.0, 800.0, 2_500.0, 5_000.0, 20_000.0][round % 5] * (0.5 + unit());
            let circle = Circle::new(point(lat, lng), radius_m);
            let cell = [0.01, 0.0025, 0.04][round % 3];
            let reach = radius_m / METERS_PER_DEGREE / cos_latitude(lat) + 2.0 * cell;
            let cells = (reach / cell).ceil() as i64;
            for row in -cells..=cells {
                for column in -cells..=cells {
                    let lat_lo = (lat / cell).floor() * cell + row as f64 * cell;
                    let lng_lo = (lng / cell).floor() * cell + column as f64 * cell;
                    let (lat_hi, lng_hi) = (lat_lo + cell, lng_lo + cell);
                    let side = circle.box_side(&circle.band(lat_lo, lat_hi), lng_lo, lng_hi);
                    sides[match side {
                        BoxSide::Inside { .. } => 0,
                        BoxSide::Outside => 1,
                        BoxSide::Crossing { .. } => 2,
                    }] += 1;
                    let corners = [(0.0, 0.0), (0.0, 1.0), (1.0, 0.0), (1.0, 1.0), (0.5, 0.0)];
                    let random = (0..12).map(|_| (unit(), unit()));
                    for (along_lat, along_lng) in corners.into_iter().chain(random) {
                        let plat = lat_lo + (lat_hi - lat_lo) * along_lat;
                        let plng = lng_lo + (lng_hi - lng_lo) * along_lng;
                        let cos = cos_latitude(plat);
                        let kept = circle.distance_floor_within_cos(plat, plng, cos);
                        let distance = circle.distance_cos(plat, plng, cos);
                        match side {
                            BoxSide::Inside { floor_m } => {
                                assert!(kept.is_some(), "{plat} {plng} in {circle:?}");
                                assert!(floor_m <= distance);
                            }
                            BoxSide::Outside => assert!(kept.is_none(), "{plat} {plng}"),
                            BoxSide::Crossing { floor_m } => {
                                assert!(kept.is_none() || floor_m <= distance)
                            }
                        }
                    }
                }
            }
        }
        assert!(sides.iter().all(|count| *count > 100), "{sides:?}");
    }

    #[test]
    fn the_inside_test_without_sines_is_exact_at_the_edge() {
        let mut decided_exactly = 0;
        for (lat, lng) in [
            (45.52, -122.68),
            (0.0, 0.0),
            (-70.0, 100.0),
            (30.27, -97.74),
        ] {
            for radius_m in [1.0, 120.0, 800.0, 5_000.0, 50_000.0] {
                let circle = Circle::new(point(lat, lng), radius_m);
                for bearing in (0..360).step_by(15).map(|b| f64::from(b).to_radians()) {
                    let degrees = radius_m / METERS_PER_DEGREE;
                    for scale in [0.999_999, 1.0 - 1e-10, 1.0, 1.0 + 1e-10, 1.000_001] {
                        let plat = lat + degrees * scale * bearing.cos();
                        let plng = lng + degrees * scale * bearing.sin() / cos_latitude(lat);
                        // A few neighbouring doubles, to land on both sides.
                        for ulps in -2i64..=2 {
                            let plng = f64::from_bits((plng.to_bits() as i64 + ulps) as u64);
                            let exact = haversine_m(lat, lng, plat, plng);
                            let expected = (exact <= radius_m).then_some(exact);
                            let cos = cos_latitude(plat);
                            assert_eq!(circle.distance_within_cos(plat, plng, cos), expected);
                            let floor = circle.distance_floor_within_cos(plat, plng, cos);
                            assert_eq!(floor.is_some(), expected.is_some());
                            if let (Some(floor), Some(exact)) = (floor, expected) {
                                assert!(floor <= exact);
                                decided_exactly += usize::from(floor == exact);
                            }
                        }
                    }
                }
            }
        }
        // The places at the edge itself took the exact distance.
        assert!(decided_exactly > 100, "{decided_exactly}");
    }

    #[test]
    fn haversine_matches_known_distances() {
        // Portland Pioneer Square to Seattle Pike Place: about 233.5 km.
        let portland = point(45.5189, -122.6793);
        let seattle = point(47.6097, -122.3422);
        let km = portland.distance_m(seattle) / 1000.0;
        assert!((km - 233.5).abs() < 1.5, "{km}");
        assert_eq!(portland.distance_m(portland), 0.0);
        // One degree of latitude is about 111.2 km everywhere.
        let d = point(10.0, 20.0).distance_m(point(11.0, 20.0));
        assert!((d - 111_195.0).abs() < 10.0, "{d}");
    }

    #[test]
    fn covering_cells_contain_every_point_inside_the_radius() {
        let center = point(45.52, -122.68);
        for radius in [50.0, 800.0, 5_000.0, 20_000.0, 50_000.0] {
            let cells = covering_cells(center, radius);
            assert!(cells.len() <= 36, "{radius}: {} cells", cells.len());
            // Points on a ring just inside the radius must share a cell.
            for step in 0..36 {
                let bearing = f64::from(step) * 10.0_f64.to_radians();
                let d = radius * 0.999 / METERS_PER_DEGREE;
                let lat = center.lat() + d * bearing.cos();
                let lng = center.lng() + d * bearing.sin() / center.lat().to_radians().cos();
                let terms = cell_terms(point(lat, lng));
                assert!(
                    terms.iter().any(|term| cells.contains(term)),
                    "radius {radius} bearing {step}"
                );
            }
        }
    }

    #[test]
    fn spatial_keys_keep_neighbours_close() {
        let a = spatial_key(point(45.5200, -122.6800));
        let b = spatial_key(point(45.5201, -122.6801));
        let far = spatial_key(point(40.73, -73.99));
        assert!(a.abs_diff(b) < a.abs_diff(far));
        assert_ne!(
            spatial_key(point(-90.0, -180.0)),
            spatial_key(point(90.0, 180.0))
        );
    }

    #[test]
    fn cells_wrap_around_the_antimeridian_and_fall_back_near_poles() {
        let center = point(51.0, 179.999);
        let cells = covering_cells(center, 2_000.0);
        let east = cell_terms(point(51.0, -179.999));
        assert!(east.iter().any(|term| cells.contains(term)));
        assert_eq!(covering_cells(point(89.5, 0.0), 1_000.0), vec![ANY_CELL]);
    }
}
