// The Swift of DemoForms is generated at build time by FormcPlugin from the specs beside
// this file: Profile/Profile.form.yaml gives ProfileForm.swift (ProfileField, ProfileValues…)
// and Signup/Signup.form.yaml gives SignupForm.swift (SignupField, SignupValues…).

/// The forms this module generates, by the name their spec's `form:` key gives them.
public enum DemoForms {
    public static let names = ["Profile", "Signup"]
}
