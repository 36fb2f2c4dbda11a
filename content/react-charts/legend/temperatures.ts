// Climate normals 1991–2020, mean monthly temperature in °C, rounded:
// Roshydromet (Moscow, VDNKh) and Bureau of Meteorology (Sydney, Observatory Hill).
export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const moscow = [-6.2, -5.9, -0.7, 6.9, 13.6, 17.3, 19.7, 17.6, 11.9, 5.8, -0.5, -4.4];

export const sydney = [23.5, 23.4, 22.1, 19.5, 16.6, 14.2, 13.4, 14.5, 17.0, 19.1, 20.6, 22.2];
