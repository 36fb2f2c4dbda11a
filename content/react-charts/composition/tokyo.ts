// Japan Meteorological Agency, Tokyo, 1991–2020 normals: monthly
// precipitation in millimetres and hours of sunshine, rounded.
export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const precipitationMm = [60, 57, 116, 134, 140, 168, 156, 155, 225, 235, 96, 58];

export const sunshineHours = [193, 170, 175, 179, 180, 124, 146, 175, 129, 133, 150, 174];
