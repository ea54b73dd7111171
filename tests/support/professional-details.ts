/** The professional details sign-up requires, for someone called `name` ("First Last"). */
export function professionalDetails(name: string) {
  const [firstName = "Sam", ...rest] = name.split(" ");
  return {
    firstName,
    lastName: rest.join(" ") || "Patel",
    professionalRegType: "nurse",
    regNo: "NMC-12A3456",
    institution: "Northgate University",
  };
}
